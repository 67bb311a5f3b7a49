/// The diff engine behind ``ListChangeset/init(from:to:)``, in five phases:
///
/// 1. **Sections** are matched by identity; kept sections off a longest increasing subsequence of
///    old indices are moves (``matchSections(from:to:into:)``).
/// 2. **Items** are matched in two passes (``ItemMatching``): in order first, with two cursors
///    and a short look-ahead, which needs no hashing for the items that kept their order; then
///    the leftovers, through a small hash index over the old items the first pass left (so items
///    that moved, even across sections, are found). Contents are compared when a pair is matched.
/// 3. **Moves**: within each kept section, the kept items' old positions, read in new order, go
///    through a longest increasing subsequence; the items on it stay, the others move; an item
///    from another section always moves (``findItemMoves(in:matching:newToOldSection:comparison:)``).
/// 4. **Inserts, moves, reloads and reconfigures** are recorded in new index order
///    (``recordItemChanges(in:matching:moves:newToOldSection:comparison:into:)``).
/// 5. **Deletes**: old items of kept sections that no new item claimed
///    (``recordItemDeletes(from:matching:oldToNewSection:into:)``).
///
/// Items of deleted or inserted sections are covered by the section operation. Everything is
/// `@inlinable`, and the content comparison is a generic parameter (``ItemContentComparison``), so
/// the diff is specialised for the caller's identifier type. Why the matching is shaped this way
/// is told in the Performance article.
@usableFromInline
enum ListDiffer {
    @inlinable
    static func changeset<Section, Item>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        isContentEqual: ((Item, Item) -> Bool)?
    ) -> ListChangeset<Section, Item> {
        guard let isContentEqual else { return changeset(from: old, to: new, comparison: IdentityComparison()) }
        return changeset(from: old, to: new, comparison: ClosureContentComparison(isContentEqual))
    }

    /// The changeset from `old` to `new`, reloading kept items whose content `comparison` says
    /// changed. Each phase is one function below, in order.
    @inlinable
    static func changeset<Section, Item, Comparison: ItemContentComparison<Item>>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        comparison: Comparison
    ) -> ListChangeset<Section, Item> {
        var result = ListChangeset<Section, Item>()
        let sections = matchSections(from: old, to: new, into: &result)
        let matching = ItemMatching(
            from: old,
            to: new,
            oldToNewSection: sections.oldToNew,
            newToOldSection: sections.newToOld,
            comparison: comparison
        )
        let moves = findItemMoves(in: new, matching: matching, newToOldSection: sections.newToOld, comparison: comparison)
        recordItemChanges(in: new, matching: matching, moves: moves, newToOldSection: sections.newToOld, comparison: comparison, into: &result)
        recordItemDeletes(from: old, matching: matching, oldToNewSection: sections.oldToNew, into: &result)
        return result
    }

    /// Phase 1: matches sections by identity and records section deletes, inserts, moves (kept
    /// sections off a longest increasing subsequence of old indices) and reloads. Returns, for each
    /// old section, its new index and, for each new section, its old index (-1 when there is none).
    @inlinable
    static func matchSections<Section, Item>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        into result: inout ListChangeset<Section, Item>
    ) -> (oldToNew: ContiguousArray<Int>, newToOld: ContiguousArray<Int>) {
        let oldSectionCount = old.sectionIDs.count
        let newSectionCount = new.sectionIDs.count
        var oldToNew = ContiguousArray<Int>(repeating: -1, count: oldSectionCount)
        var newToOld = ContiguousArray<Int>(repeating: -1, count: newSectionCount)
        for newIndex in 0..<newSectionCount {
            if let oldIndex = old.sectionOrdinals[new.sectionIDs[newIndex]] {
                newToOld[newIndex] = oldIndex
                oldToNew[oldIndex] = newIndex
            }
        }
        for oldIndex in 0..<oldSectionCount where oldToNew[oldIndex] < 0 {
            result.sectionDeletes.append(oldIndex)
        }
        var keptOldSections = ContiguousArray<Int>()
        for newIndex in 0..<newSectionCount {
            let oldIndex = newToOld[newIndex]
            if oldIndex < 0 {
                result.sectionInserts.append(
                    ListSectionInsertion(index: newIndex, section: new.sectionIDs[newIndex], items: new.sectionContents[newIndex])
                )
            } else {
                keptOldSections.append(oldIndex)
            }
        }
        var staysInPlace = ContiguousArray<Bool>()
        var workspace = LongestIncreasingSubsequence()
        workspace.markMembers(of: keptOldSections, into: &staysInPlace)
        var kept = 0
        for newIndex in 0..<newSectionCount where newToOld[newIndex] >= 0 {
            if !staysInPlace[kept] {
                result.sectionMoves.append(ListSectionMove(source: newToOld[newIndex], destination: newIndex))
            }
            kept += 1
        }
        if !new.reloadedSectionIdentifiers.isEmpty {
            for newIndex in 0..<newSectionCount
            where newToOld[newIndex] >= 0 && new.reloadedSectionIdentifiers.contains(new.sectionIDs[newIndex]) {
                result.sectionReloads.append(newIndex)
            }
        }
        return (oldToNew, newToOld)
    }

    /// Phase 3 (after ``ItemMatching``): which matched new items are moves. Per kept section, the
    /// items that came from the same old section and are off a longest increasing subsequence of
    /// old positions, and every item that came from another section. Also counts moves and reloads,
    /// so that the output arrays are allocated once, at their exact size.
    @inlinable
    static func findItemMoves<Section, Item, Comparison: ItemContentComparison<Item>>(
        in new: Snapshot<Section, Item>,
        matching: ItemMatching,
        newToOldSection: ContiguousArray<Int>,
        comparison: Comparison
    ) -> (isMoved: ContiguousArray<Bool>, moveCount: Int, reloadCount: Int) {
        var isMoved = ContiguousArray<Bool>(repeating: false, count: matching.sources.count)
        var moveCount = 0
        var reloadCount = 0
        let checksReloadMarks = !new.reloadedItemIdentifiers.isEmpty
        var workspace = LongestIncreasingSubsequence()
        var keptOldPositions = ContiguousArray<Int32>()
        var staysInPlace = ContiguousArray<Bool>()
        for newSection in newToOldSection.indices {
            guard let (_, newStart, oldStart, oldEnd) = matching.keptPair(newSection, newToOldSection: newToOldSection) else {
                continue
            }
            let items = new.sectionContents[newSection]
            keptOldPositions.removeAll(keepingCapacity: true)
            for position in items.indices {
                let source = Int(matching.sources[newStart &+ position])
                if source >= oldStart && source < oldEnd {
                    keptOldPositions.append(ItemMatching.stored(source &- oldStart))
                }
            }
            workspace.markMembers(consuming: &keptOldPositions, into: &staysInPlace)
            var candidate = 0
            for position in items.indices {
                let source = Int(matching.sources[newStart &+ position])
                guard source >= 0 else { continue }
                if source >= oldStart && source < oldEnd {
                    if !staysInPlace[candidate] {
                        isMoved[newStart &+ position] = true
                        moveCount &+= 1
                    }
                    candidate &+= 1
                } else {
                    isMoved[newStart &+ position] = true
                    moveCount &+= 1
                }
                if (checksReloadMarks && new.reloadedItemIdentifiers.contains(items[position]))
                    || (comparison.comparesContent && matching.contentChanged[newStart &+ position])
                {
                    reloadCount &+= 1
                }
            }
        }
        return (isMoved, moveCount, reloadCount)
    }

    /// Phase 4: item inserts, moves, reloads and reconfigures, section by section in new order
    /// (so no sorting pass is needed).
    @inlinable
    static func recordItemChanges<Section, Item, Comparison: ItemContentComparison<Item>>(
        in new: Snapshot<Section, Item>,
        matching: ItemMatching,
        moves: (isMoved: ContiguousArray<Bool>, moveCount: Int, reloadCount: Int),
        newToOldSection: ContiguousArray<Int>,
        comparison: Comparison,
        into result: inout ListChangeset<Section, Item>
    ) {
        let checksReloadMarks = !new.reloadedItemIdentifiers.isEmpty
        let checksReconfigureMarks = !new.reconfiguredItemIdentifiers.isEmpty
        result.itemInserts.reserveCapacity(matching.insertedCount)
        result.itemMoves.reserveCapacity(moves.moveCount)
        result.itemReloads.reserveCapacity(moves.reloadCount)
        for newSection in newToOldSection.indices {
            guard let (oldSection, newStart, oldStart, oldEnd) = matching.keptPair(newSection, newToOldSection: newToOldSection) else {
                continue
            }
            let items = new.sectionContents[newSection]
            for position in items.indices {
                let source = Int(matching.sources[newStart &+ position])
                let destination = ListIndexPath(item: position, section: newSection)
                guard source >= 0 else {
                    result.itemInserts.append(ListItemInsertion(indexPath: destination, item: items[position]))
                    continue
                }
                if moves.isMoved[newStart &+ position] {
                    let sourcePath =
                        source >= oldStart && source < oldEnd
                        ? ListIndexPath(item: source &- oldStart, section: oldSection)
                        : matching.oldIndexPath(ofFlatPosition: source)
                    result.itemMoves.append(ListItemMove(source: sourcePath, destination: destination))
                }
                if checksReloadMarks && new.reloadedItemIdentifiers.contains(items[position]) {
                    result.itemReloads.append(destination)
                } else if comparison.comparesContent && matching.contentChanged[newStart &+ position] {
                    result.itemReloads.append(destination)
                }
                if checksReconfigureMarks && new.reconfiguredItemIdentifiers.contains(items[position]) {
                    result.itemReconfigures.append(destination)
                }
            }
        }
    }

    /// Phase 5: item deletes, the old items of kept sections that no new item claimed. Items of
    /// deleted or inserted sections are covered by the section operation.
    @inlinable
    static func recordItemDeletes<Section, Item>(
        from old: Snapshot<Section, Item>,
        matching: ItemMatching,
        oldToNewSection: ContiguousArray<Int>,
        into result: inout ListChangeset<Section, Item>
    ) {
        let oldStarts = matching.oldStarts
        var keptOldItemCount = 0
        for oldSection in oldToNewSection.indices where oldToNewSection[oldSection] >= 0 {
            keptOldItemCount &+= old.sectionContents[oldSection].count
        }
        result.itemDeletes.reserveCapacity(keptOldItemCount &- matching.matchedCount)
        for oldSection in oldToNewSection.indices where oldToNewSection[oldSection] >= 0 {
            let start = oldStarts[oldSection]
            for position in 0..<(oldStarts[oldSection &+ 1] &- start) where !matching.isMatched[start &+ position] {
                result.itemDeletes.append(ListIndexPath(item: position, section: oldSection))
            }
        }
    }
}
