/// The diff engine behind ``ListChangeset/init(from:to:)``.
///
/// 1. Sections and items are matched by identity through the snapshots' own index dictionaries
///    (Heckel's idea: a hash lookup per element, no pairwise comparison), so matching is linear.
///    Before looking an item up, the engine checks the old items right after the previous match
///    (and after the run before the last jump): when most items keep their order one of these
///    checks succeeds, and it reads memory in order instead of missing the cache in a large hash
///    table. With 100,000 items this halves the time.
/// 2. Within each section kept in both snapshots, the kept items' old positions, read in new
///    order, go through a longest-increasing-subsequence pass (O(n log n), close to linear when
///    little moved): the items on it stay, the others are moves. Sections are treated alike.
/// 3. Each new item is looked up at most once and old items never: an old item that no kept new
///    item claimed is a delete. Output is produced in index order, so no sorting pass is needed.
///
/// It is `@inlinable` so that it specialises for the caller's identifier types: with Int
/// identifiers that makes hashing and comparison direct calls instead of witness-table calls.
@usableFromInline
enum ListDiffer {
    @inlinable
    static func changeset<Section, Item>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        isContentEqual: ((Item, Item) -> Bool)?
    ) -> ListChangeset<Section, Item> {
        var result = ListChangeset<Section, Item>()
        let oldSectionCount = old.sectionIDs.count
        let newSectionCount = new.sectionIDs.count

        // Sections: match by identity.
        var oldToNewSection = ContiguousArray<Int>(repeating: -1, count: oldSectionCount)
        var newToOldSection = ContiguousArray<Int>(repeating: -1, count: newSectionCount)
        for newIndex in 0..<newSectionCount {
            if let oldIndex = old.sectionOrdinals[new.sectionIDs[newIndex]] {
                newToOldSection[newIndex] = oldIndex
                oldToNewSection[oldIndex] = newIndex
            }
        }
        for oldIndex in 0..<oldSectionCount where oldToNewSection[oldIndex] < 0 {
            result.sectionDeletes.append(oldIndex)
        }
        var workspace = LongestIncreasingSubsequence()
        var keptOldPositions = ContiguousArray<Int>()
        var staysInPlace = ContiguousArray<Bool>()
        for newIndex in 0..<newSectionCount {
            let oldIndex = newToOldSection[newIndex]
            if oldIndex < 0 {
                result.sectionInserts.append(
                    ListSectionInsertion(index: newIndex, section: new.sectionIDs[newIndex], items: new.sectionContents[newIndex])
                )
            } else {
                keptOldPositions.append(oldIndex)
            }
        }
        workspace.markMembers(of: keptOldPositions, into: &staysInPlace)
        var kept = 0
        for newIndex in 0..<newSectionCount where newToOldSection[newIndex] >= 0 {
            if !staysInPlace[kept] {
                result.sectionMoves.append(ListSectionMove(source: newToOldSection[newIndex], destination: newIndex))
            }
            kept += 1
        }
        if !new.reloadedSectionIdentifiers.isEmpty {
            for newIndex in 0..<newSectionCount
            where newToOldSection[newIndex] >= 0 && new.reloadedSectionIdentifiers.contains(new.sectionIDs[newIndex]) {
                result.sectionReloads.append(newIndex)
            }
        }

        // Item inserts, moves and reloads, section by section in new order.
        let checksReloadMarks = !new.reloadedItemIdentifiers.isEmpty
        let checksReconfigureMarks = !new.reconfiguredItemIdentifiers.isEmpty
        let inserted = ListIndexPath(item: -1, section: -1)
        var sources = ContiguousArray<ListIndexPath>()
        // Which old items found a place in a kept new section; the others are deletes. Marking
        // them here saves a second hash lookup per item.
        // One flat array for all old sections (`matchedOffsets[s]` is where section `s` starts).
        var matchedOffsets = ContiguousArray<Int>(repeating: 0, count: oldSectionCount + 1)
        for oldSection in 0..<oldSectionCount {
            matchedOffsets[oldSection + 1] = matchedOffsets[oldSection] + old.sectionContents[oldSection].count
        }
        var matched = ContiguousArray<Bool>(repeating: false, count: matchedOffsets[oldSectionCount])
        for newSection in 0..<newSectionCount {
            let oldSection = newToOldSection[newSection]
            guard oldSection >= 0 else { continue }
            let items = new.sectionContents[newSection]
            let oldItems = old.sectionContents[oldSection]
            sources.removeAll(keepingCapacity: true)
            sources.reserveCapacity(items.count)
            keptOldPositions.removeAll(keepingCapacity: true)
            // Most items keep their order, so the old item after the last match is a good guess:
            // checking it reads memory in order, while a hash lookup lands anywhere in a large table.
            // Two runs are followed (the current one and the one before an item that jumped), and
            // each guess also tries one further, to step over a deleted or moved-out item.
            var guess = 0
            var previousGuess = 0
            for position in items.indices {
                let item = items[position]
                var location: ListIndexPath? = nil
                if let hit = ListDiffer.position(of: item, in: oldItems, near: guess, orNear: previousGuess) {
                    location = ListIndexPath(item: hit, section: oldSection)
                    guess = hit &+ 1
                } else {
                    location = old.itemLocations[item]
                    if let found = location, found.section == oldSection {
                        previousGuess = guess
                        guess = found.item &+ 1
                    }
                }
                guard let source = location, oldToNewSection[source.section] >= 0 else {
                    sources.append(inserted)
                    continue
                }
                sources.append(source)
                matched[matchedOffsets[source.section] &+ source.item] = true
                if source.section == oldSection { keptOldPositions.append(source.item) }
                let destination = ListIndexPath(item: position, section: newSection)
                if checksReloadMarks && new.reloadedItemIdentifiers.contains(item) {
                    result.itemReloads.append(destination)
                } else if let isContentEqual {
                    let oldItem =
                        source.section == oldSection ? oldItems[source.item] : old.sectionContents[source.section][source.item]
                    if !isContentEqual(oldItem, item) { result.itemReloads.append(destination) }
                }
                if checksReconfigureMarks && new.reconfiguredItemIdentifiers.contains(item) {
                    result.itemReconfigures.append(destination)
                }
            }
            workspace.markMembers(of: keptOldPositions, into: &staysInPlace)
            var candidate = 0
            for position in items.indices {
                let source = sources[position]
                let destination = ListIndexPath(item: position, section: newSection)
                if source.section < 0 {
                    result.itemInserts.append(ListItemInsertion(indexPath: destination, item: items[position]))
                } else if source.section == oldSection {
                    if !staysInPlace[candidate] {
                        result.itemMoves.append(ListItemMove(source: source, destination: destination))
                    }
                    candidate += 1
                } else {
                    result.itemMoves.append(ListItemMove(source: source, destination: destination))
                }
            }
        }

        // Item deletes: old items of kept sections that found no place in a kept new section.
        for oldSection in 0..<oldSectionCount where oldToNewSection[oldSection] >= 0 {
            let start = matchedOffsets[oldSection]
            for position in 0..<(matchedOffsets[oldSection + 1] - start) where !matched[start &+ position] {
                result.itemDeletes.append(ListIndexPath(item: position, section: oldSection))
            }
        }
        return result
    }

    /// The position of `item` among `items` if it is at one of the guessed places (each guess or
    /// the place after it), else `nil`. Reads memory in order; never hashes.
    @inlinable
    static func position<Item: Equatable>(of item: Item, in items: [Item], near guess: Int, orNear other: Int) -> Int? {
        let count = items.count
        if guess < count && items[guess] == item { return guess }
        if guess &+ 1 < count && items[guess &+ 1] == item { return guess &+ 1 }
        if other < count && items[other] == item { return other }
        if other &+ 1 < count && items[other &+ 1] == item { return other &+ 1 }
        return nil
    }
}
