/// A ``ListChangeset`` run on a snapshot, stage by stage, as a list view performs a batch update:
/// the sections and items that result, and every rule of a batch update the changeset broke.
///
/// The rules of applying a changeset are written here once. ``ListChangeset/apply(to:)`` throws
/// the first problem; StrataTesting's `batchUpdateProblems(from:to:)` lists them all, then checks
/// the result against the snapshot the changeset should lead to.
///
/// The stages, with the rules each one checks (those `UICollectionView.performBatchUpdates`
/// enforces):
/// 1. Remove deleted and moved-out items, by old index path: each must exist in the old snapshot,
///    be removed once, and not sit in a deleted section (the section delete covers it).
/// 2. Remove deleted and moved-out sections, by old index: each must exist, and be removed once.
/// 3. Insert new and moved-in sections, ascending by new index: each place must be taken once and
///    be in range.
/// 4. Insert new and moved-in items, ascending by new index path: each must land in range, be
///    added once, and not go into an inserted section (the section insert brings its items).
/// 5. Check that reloads and reconfigurations name sections and items of the result.
///
/// A change that breaks a rule is left out and the stages go on, so that one run reports every
/// problem. It costs O(sections + changes) plus one pass over the items of each section that
/// loses or gains items.
package struct ListChangesetApplication<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Where a section of the result comes from, and how many items it lost and gained.
    package struct Tally: Hashable, Sendable {
        /// The section's index in the old snapshot, or `nil` for an inserted section.
        package var oldIndex: Int?
        /// How many items the section had in the old snapshot (for an inserted one, how many it
        /// brings).
        package var oldCount: Int
        /// Items removed from the section in stage 1.
        package var removed = 0
        /// Items added to the section in stage 4.
        package var added = 0
    }

    /// The section identifiers of the result, in order.
    package private(set) var sections: [Section]
    /// The items of each section of the result, parallel to ``sections``.
    package private(set) var contents: [[Item]]
    /// Where each section of the result comes from, parallel to ``sections``.
    package private(set) var tallies: [Tally]
    /// Every rule the changeset broke, one sentence each, in the order of the stages; empty when
    /// the changeset fits the snapshot.
    package private(set) var problems: [String] = []

    /// Runs `changeset` on `snapshot`.
    package init(_ changeset: ListChangeset<Section, Item>, appliedTo snapshot: Snapshot<Section, Item>) {
        let contents = snapshot.sectionContents
        sections = snapshot.sectionIDs
        self.contents = contents
        tallies = contents.indices.map { Tally(oldIndex: $0, oldCount: contents[$0].count) }
        let movedItems = removeItems(changeset)
        let movedSections = removeSections(changeset)
        insertSections(changeset, movedSections: movedSections)
        insertItems(changeset, movedItems: movedItems)
        checkReloads(changeset)
    }

    /// The resulting snapshot.
    ///
    /// - Throws: ``SnapshotError/changesetDoesNotFit(_:)`` with the first problem, or a
    ///   duplicate-identifier error if the result would hold an identifier twice.
    package func snapshot() throws(SnapshotError) -> Snapshot<Section, Item> {
        if let problem = problems.first { throw .changesetDoesNotFit(problem) }
        return try Snapshot(sections: zip(sections, contents))
    }

    private func contains(_ path: ListIndexPath) -> Bool {
        contents.indices.contains(path.section) && contents[path.section].indices.contains(path.item)
    }

    // MARK: - Stages

    /// Stage 1; returns the moved-out items by their old index path.
    private mutating func removeItems(_ changeset: ListChangeset<Section, Item>) -> [ListIndexPath: Item] {
        let deletedSections = Set(changeset.sectionDeletes)
        var removed = Set<ListIndexPath>()
        var removals: [Int: [Int]] = [:]
        var movedItems: [ListIndexPath: Item] = [:]
        let leaving = changeset.itemDeletes.map { ($0, false) } + changeset.itemMoves.map { ($0.source, true) }
        for (path, isMove) in leaving {
            guard contains(path) else {
                problems.append("item \(path) is out of range in the old snapshot")
                continue
            }
            if deletedSections.contains(path.section) {
                problems.append("item \(path) is removed from section \(path.section), which is deleted")
            }
            guard removed.insert(path).inserted else {
                problems.append("item \(path) is removed twice")
                continue
            }
            removals[path.section, default: []].append(path.item)
            if isMove { movedItems[path] = contents[path.section][path.item] }
        }
        for (section, positions) in removals {
            var isRemoved = [Bool](repeating: false, count: contents[section].count)
            for position in positions { isRemoved[position] = true }
            var survivors: [Item] = []
            survivors.reserveCapacity(isRemoved.count - positions.count)
            for (position, item) in contents[section].enumerated() where !isRemoved[position] { survivors.append(item) }
            contents[section] = survivors
            tallies[section].removed = positions.count
        }
        return movedItems
    }

    /// Stage 2; returns the moved-out sections, with their items, by their old index.
    private mutating func removeSections(_ changeset: ListChangeset<Section, Item>) -> [Int: (Section, [Item], Tally)] {
        var removed = Set<Int>()
        var movedSections: [Int: (Section, [Item], Tally)] = [:]
        let leaving = changeset.sectionDeletes.map { ($0, false) } + changeset.sectionMoves.map { ($0.source, true) }
        for (index, isMove) in leaving {
            guard sections.indices.contains(index) else {
                problems.append("section \(index) is out of range in the old snapshot")
                continue
            }
            guard removed.insert(index).inserted else {
                problems.append("section \(index) is removed twice")
                continue
            }
            if isMove { movedSections[index] = (sections[index], contents[index], tallies[index]) }
        }
        for index in removed.sorted(by: >) {
            sections.remove(at: index)
            contents.remove(at: index)
            tallies.remove(at: index)
        }
        return movedSections
    }

    /// Stage 3.
    private mutating func insertSections(
        _ changeset: ListChangeset<Section, Item>,
        movedSections: [Int: (Section, [Item], Tally)]
    ) {
        var arrivals = changeset.sectionInserts.map {
            (index: $0.index, section: $0.section, items: $0.items, tally: Tally(oldIndex: nil, oldCount: $0.items.count))
        }
        for move in changeset.sectionMoves {
            guard let (section, items, tally) = movedSections[move.source] else { continue }
            arrivals.append((move.destination, section, items, tally))
        }
        arrivals.sort { $0.index < $1.index }
        var previous: Int?
        for arrival in arrivals {
            guard arrival.index != previous else {
                problems.append("section \(arrival.index) is added twice")
                continue
            }
            guard arrival.index >= 0, arrival.index <= sections.count else {
                problems.append("section \(arrival.index) is out of range in the new snapshot")
                continue
            }
            sections.insert(arrival.section, at: arrival.index)
            contents.insert(arrival.items, at: arrival.index)
            tallies.insert(arrival.tally, at: arrival.index)
            previous = arrival.index
        }
    }

    /// Stage 4.
    private mutating func insertItems(_ changeset: ListChangeset<Section, Item>, movedItems: [ListIndexPath: Item]) {
        let insertedSections = Set(changeset.sectionInserts.map(\.index))
        var added = Set<ListIndexPath>()
        var arrivals: [Int: [(position: Int, item: Item)]] = [:]
        let arriving: [(ListIndexPath, Item?)] = changeset.itemInserts.map { ($0.indexPath, $0.item) }
            + changeset.itemMoves.map { ($0.destination, movedItems[$0.source]) }
        for (path, item) in arriving {
            guard contents.indices.contains(path.section) else {
                problems.append("item \(path) is out of range in the new snapshot")
                continue
            }
            if insertedSections.contains(path.section) {
                problems.append("item \(path) is added to section \(path.section), which is inserted")
            }
            guard added.insert(path).inserted else {
                problems.append("item \(path) is added twice")
                continue
            }
            // A move whose source was refused in stage 1 has no item; that problem is reported.
            guard let item else { continue }
            arrivals[path.section, default: []].append((path.item, item))
        }
        for section in arrivals.keys.sorted() {
            let sorted = (arrivals[section] ?? []).sorted { $0.position < $1.position }
            let staying = contents[section]
            var merged: [Item] = []
            merged.reserveCapacity(staying.count + sorted.count)
            var next = 0
            for arrival in sorted {
                while merged.count < arrival.position, next < staying.count {
                    merged.append(staying[next])
                    next += 1
                }
                guard merged.count == arrival.position else {
                    let path = ListIndexPath(item: arrival.position, section: section)
                    problems.append("item \(path) is out of range in the new snapshot")
                    continue
                }
                merged.append(arrival.item)
                tallies[section].added += 1
            }
            merged.append(contentsOf: staying[next...])
            contents[section] = merged
        }
    }

    /// Stage 5.
    private mutating func checkReloads(_ changeset: ListChangeset<Section, Item>) {
        for index in changeset.sectionReloads where !sections.indices.contains(index) {
            problems.append("reloaded section \(index) is out of range in the new snapshot")
        }
        for path in changeset.itemReloads + changeset.itemReconfigures where !contains(path) {
            problems.append("reloaded item \(path) is out of range in the new snapshot")
        }
    }
}
