/// The diff engine behind ``ListChangeset/init(from:to:)``.
///
/// 1. Sections are matched by identity through the snapshots' section dictionaries; kept sections
///    off a longest increasing subsequence of old indices are moves.
/// 2. Items are matched in two passes (``ItemMatching``), "in order first, hash only the rest":
///    - **In order, no hashing.** For each section kept in both snapshots, two cursors walk the
///      old and the new items. Equal items are the same item (identifiers are unique within a
///      snapshot), so every match is exact. On a mismatch a bounded look-ahead (8 items each way)
///      steps over deleted, inserted and moved items; when the items just after both cursors meet
///      again, the pair is left over as replaced; only when the lists really lost step does it ask
///      the old snapshot's index where the new item was, which re-aligns the cursors after a
///      long inserted or deleted run. Reading both lists in order is what the memory system does
///      best, and most items of a typical update are matched here.
///    - **Leftovers, hashed in cache.** The new items the first pass skipped can only match old
///      items it left unmatched. Those old items, from every kept section (so cross-section moves
///      are found), go into a ``FlatHashIndex``: open addressing over 8-byte slots, at most half
///      full, a few hundred KB for 100,000 items where the snapshot's own index is 3 MB. Equal
///      hash tags are confirmed by comparing items, so collisions are harmless.
///    Why: with 100,000 items the snapshot's index no longer fits in the processor's caches,
///    so a lookup per item (the plain Heckel approach) becomes a cache miss per item and the time
///    grows faster than the list. Content changes are compared when a pair is matched, while both
///    items are in cache.
/// 3. Within each kept section, the kept items' old positions, read in new order, go through a
///    longest-increasing-subsequence pass (O(n log n), close to linear when little moved): the
///    items on it stay, the others are moves; an item from another kept section is always a move.
///    Moves and reloads are counted first, so every output array is allocated once at its size.
/// 4. Output is produced in index order, so no sorting pass is needed; an old item of a kept
///    section that no new item claimed is a delete. Items of deleted or inserted sections are
///    covered by the section operation.
///
/// Everything is `@inlinable`, and the content comparison is a generic parameter
/// (``ItemContentComparison``), so the diff specialises for the caller's identifier types: with
/// Int identifiers, hashing, comparison and the content check become direct, inlined code.
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
    /// changed.
    @inlinable
    static func changeset<Section, Item, Comparison: ItemContentComparison<Item>>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        comparison: Comparison
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
        var sectionWorkspace = LongestIncreasingSubsequence()
        var keptOldSections = ContiguousArray<Int>()
        var sectionStaysInPlace = ContiguousArray<Bool>()
        for newIndex in 0..<newSectionCount {
            let oldIndex = newToOldSection[newIndex]
            if oldIndex < 0 {
                result.sectionInserts.append(
                    ListSectionInsertion(index: newIndex, section: new.sectionIDs[newIndex], items: new.sectionContents[newIndex])
                )
            } else {
                keptOldSections.append(oldIndex)
            }
        }
        sectionWorkspace.markMembers(of: keptOldSections, into: &sectionStaysInPlace)
        var kept = 0
        for newIndex in 0..<newSectionCount where newToOldSection[newIndex] >= 0 {
            if !sectionStaysInPlace[kept] {
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

        // Items: match in order, then hash the leftovers.
        let matching = ItemMatching(
            from: old,
            to: new,
            oldToNewSection: oldToNewSection,
            newToOldSection: newToOldSection,
            comparison: comparison
        )
        let oldStarts = matching.oldStarts

        // Item inserts, moves and reloads.
        let checksReloadMarks = !new.reloadedItemIdentifiers.isEmpty
        let checksReconfigureMarks = !new.reconfiguredItemIdentifiers.isEmpty
        let comparesContent = comparison.comparesContent
        result.itemInserts.reserveCapacity(matching.insertedCount)
        var keptOldItemCount = 0
        var largestKeptSection = 0
        for oldSection in 0..<oldSectionCount where oldToNewSection[oldSection] >= 0 {
            keptOldItemCount &+= old.sectionContents[oldSection].count
        }
        for newSection in 0..<newSectionCount where newToOldSection[newSection] >= 0 {
            largestKeptSection = Swift.max(largestKeptSection, new.sectionContents[newSection].count)
        }
        result.itemDeletes.reserveCapacity(keptOldItemCount &- matching.matchedCount)

        // First the moves: per kept section, the items that came from the same old section and
        // are off a longest increasing subsequence of old positions, and every item that came
        // from another section. Counting them (and the reloads) first lets the output arrays be
        // allocated once, at their exact size. The subsequence's buffers (section-sized) live
        // only in this block, so the output arrays can reuse their memory.
        var isMoved = ContiguousArray<Bool>(repeating: false, count: matching.sources.count)
        var moveCount = 0
        var reloadCount = 0
        do {
            var itemWorkspace = LongestIncreasingSubsequence()
            var keptOldItemPositions = ContiguousArray<Int32>()
            var staysInPlace = ContiguousArray<Bool>()
            keptOldItemPositions.reserveCapacity(largestKeptSection)
            for newSection in 0..<newSectionCount {
                guard let (_, newStart, oldStart, oldEnd) = matching.keptPair(newSection, newToOldSection: newToOldSection) else {
                    continue
                }
                let items = new.sectionContents[newSection]
                keptOldItemPositions.removeAll(keepingCapacity: true)
                // Unsafe buffer, serving "Strata diff, mixed, N=100000" (`Benchmarks/ListDiff`): no bounds check per item.
                // Safe because it is read at `newStart + position`, below `newStarts[newSection + 1]`
                // (at most its count), and does not outlive the closure.
                matching.sources.withUnsafeBufferPointer { sources in
                    for position in items.indices {
                        let source = Int(sources[newStart &+ position])
                        if source >= oldStart && source < oldEnd {
                            keptOldItemPositions.append(ItemMatching.stored(source &- oldStart))
                        }
                    }
                }
                itemWorkspace.markMembers(consuming: &keptOldItemPositions, into: &staysInPlace)
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
                        || (comparesContent && matching.contentChanged[newStart &+ position])
                    {
                        reloadCount &+= 1
                    }
                }
            }
        }

        // Then item inserts, moves and reloads, section by section in new order.
        result.itemMoves.reserveCapacity(moveCount)
        result.itemReloads.reserveCapacity(reloadCount)
        for newSection in 0..<newSectionCount {
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
                if isMoved[newStart &+ position] {
                    let sourcePath =
                        source >= oldStart && source < oldEnd
                        ? ListIndexPath(item: source &- oldStart, section: oldSection)
                        : matching.oldIndexPath(ofFlatPosition: source)
                    result.itemMoves.append(ListItemMove(source: sourcePath, destination: destination))
                }
                if checksReloadMarks && new.reloadedItemIdentifiers.contains(items[position]) {
                    result.itemReloads.append(destination)
                } else if comparesContent && matching.contentChanged[newStart &+ position] {
                    result.itemReloads.append(destination)
                }
                if checksReconfigureMarks && new.reconfiguredItemIdentifiers.contains(items[position]) {
                    result.itemReconfigures.append(destination)
                }
            }
        }

        // Item deletes: old items of kept sections that found no place in a kept new section.
        for oldSection in 0..<oldSectionCount where oldToNewSection[oldSection] >= 0 {
            let start = oldStarts[oldSection]
            for position in 0..<(oldStarts[oldSection &+ 1] &- start) where !matching.isMatched[start &+ position] {
                result.itemDeletes.append(ListIndexPath(item: position, section: oldSection))
            }
        }
        return result
    }
}
