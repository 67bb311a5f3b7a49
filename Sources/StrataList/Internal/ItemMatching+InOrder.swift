extension ItemMatching {
    /// How many items ahead the in-order pass looks, on either side, to step over a deleted,
    /// inserted or moved item before giving up on the current position.
    @inlinable static var lookAhead: Int { 8 }

    /// Matches the items of a kept section pair in order, without hashing.
    ///
    /// Two cursors walk the old and the new items. Where they show equal items, those are the same
    /// item (identifiers are unique within a snapshot), so every match is exact. On a mismatch it
    /// looks a few items ahead: the new item a little further in the old list means the old items
    /// in between left (deleted or moved away); the old item a little further in the new list means
    /// the new items in between arrived (inserted or moved in). Skipped items stay unmatched for
    /// ``matchLeftovers(oldSections:newSections:oldToNewSection:newToOldSection:comparison:)``. When neither look-ahead finds
    /// anything, `locate` (the old snapshot's index) says exactly where the new item was, which
    /// both matches it and, when a whole run of old items left, moves the old cursor past them.
    ///
    /// - Parameters:
    ///   - oldSections: Every old section's items, to read an item that moved in from elsewhere.
    ///   - comparison: Compares a matched old item's content with the new one's.
    ///   - locate: The flat old position of an item if it is in a kept old section, else `nil`.
    @inlinable
    mutating func matchInOrder<Item: Equatable, Comparison: ItemContentComparison<Item>>(
        oldSection: Int,
        newSection: Int,
        oldSections: [[Item]],
        newItems: [Item],
        comparison: Comparison,
        locate: (Item) -> Int?
    ) {
        let oldStart = oldStarts[oldSection]
        let newStart = newStarts[newSection]
        let lookAhead = ItemMatching.lookAhead
        var leftUnresolved = 0
        var matched = 0
        var inserted = 0
        let oldStarts = self.oldStarts
        var (sources, isMatched, contentChanged) = takeLinks()
        let old = oldSections[oldSection]
        let new = newItems
        /// Records that new item `j` is the old item at flat position `flat`.
        func link(_ flat: Int, _ j: Int, _ oldItem: Item, _ newItem: Item) {
            sources[newStart &+ j] = ItemMatching.stored(flat)
            isMatched[flat] = true
            matched &+= 1
            if comparison.comparesContent && !comparison.isContentEqual(oldItem, newItem) {
                contentChanged[newStart &+ j] = true
            }
        }
        let oldCount = old.count
        let newCount = new.count
        var i = 0
        var j = 0
        while j < newCount {
            // Old items already matched out of order (below) are passed over.
            while i < oldCount && isMatched[oldStart &+ i] { i &+= 1 }
            if i == oldCount { break }
            let item = new[j]
            let oldItem = old[i]
            if oldItem == item {
                link(oldStart &+ i, j, oldItem, item)
                i &+= 1
                j &+= 1
                continue
            }
            // The new item a little further on: the old items before it left.
            let oldEnd = Swift.min(oldCount, i &+ 1 &+ lookAhead)
            var p = i &+ 1
            while p < oldEnd && old[p] != item { p &+= 1 }
            if p < oldEnd {
                link(oldStart &+ p, j, old[p], item)
                i = p &+ 1
                j &+= 1
                continue
            }
            // The old item a little further on: the new items before it arrived.
            let newEnd = Swift.min(newCount, j &+ 1 &+ lookAhead)
            var q = j &+ 1
            while q < newEnd && new[q] != oldItem { q &+= 1 }
            if q < newEnd {
                leftUnresolved &+= q &- j
                link(oldStart &+ i, q, oldItem, new[q])
                i &+= 1
                j = q &+ 1
                continue
            }
            // Neither, but the items just after them meet again: the old item was replaced by the
            // new one. Both are left for the leftover pass, which hashes them in cache, and the
            // walk goes on in step.
            if ItemMatching.meetAgain(old, after: i, new, after: j, within: lookAhead) {
                leftUnresolved &+= 1
                i &+= 1
                j &+= 1
                continue
            }
            // Neither: ask where the new item was.
            guard let flat = locate(item) else {
                sources[newStart &+ j] = ItemMatching.inserted
                inserted &+= 1
                j &+= 1
                continue
            }
            let position = flat &- oldStart
            if position > i && position &+ 1 < oldCount && j &+ 1 < newCount && old[position &+ 1] == new[j &+ 1] {
                // A run resumes further on: the old items before it left.
                i = position
                continue
            }
            // A single item that moved here (from this section or another one).
            let movedItem =
                position >= 0 && position < oldCount
                ? old[position]
                : ItemMatching.item(atFlatPosition: flat, in: oldSections, starts: oldStarts)
            link(flat, j, movedItem, item)
            j &+= 1
        }
        leftUnresolved &+= newCount &- j
        putBack(sources, isMatched, contentChanged)
        unresolvedCount &+= leftUnresolved
        matchedCount &+= matched
        insertedCount &+= inserted
    }

    /// Whether the item after `old[i]` is among the `window` items after `new[j]`, or the item
    /// after `new[j]` among the `window` items after `old[i]`: the lists resume in step shortly.
    ///
    @inlinable
    static func meetAgain<Item: Equatable>(
        _ old: [Item],
        after i: Int,
        _ new: [Item],
        after j: Int,
        within window: Int
    ) -> Bool {
        let nextOld = i &+ 1
        let nextNew = j &+ 1
        guard nextOld < old.count && nextNew < new.count else { return false }
        let oldEnd = Swift.min(old.count, nextOld &+ window)
        let newEnd = Swift.min(new.count, nextNew &+ window)
        let newItem = new[nextNew]
        for p in nextOld..<oldEnd where old[p] == newItem { return true }
        let oldItem = old[nextOld]
        for q in (nextNew &+ 1)..<Swift.max(nextNew &+ 1, newEnd) where new[q] == oldItem { return true }
        return false
    }
}
