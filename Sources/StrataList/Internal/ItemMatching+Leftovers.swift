extension ItemMatching {
    /// Matches the new items that ``matchInOrder(oldSection:newSection:oldSections:newItems:comparison:locate:)``
    /// left unresolved, through a ``FlatHashIndex`` over the old items it left unmatched in every
    /// kept section (so items that moved across sections are found too). Whatever is still
    /// unmatched afterwards is an insert.
    ///
    /// An old item matched in order is taken, so only the leftovers can match: the index holds a
    /// fraction of the items and stays in the processor's cache, where the snapshot's own
    /// index over every item would not.
    @inlinable
    mutating func matchLeftovers<Item: Hashable, Comparison: ItemContentComparison<Item>>(
        oldSections: [[Item]],
        newSections: [[Item]],
        oldToNewSection: ContiguousArray<Int>,
        newToOldSection: ContiguousArray<Int>,
        comparison: Comparison
    ) {
        guard unresolvedCount > 0 else { return }
        // The leftover old items, hashed first and then inserted in one tight loop: the table's
        // cache misses overlap instead of each waiting behind a hash computation.
        var leftoverCount = 0
        for oldSection in oldToNewSection.indices where oldToNewSection[oldSection] >= 0 {
            for flat in oldStarts[oldSection]..<oldStarts[oldSection &+ 1] where !isMatched[flat] { leftoverCount &+= 1 }
        }
        var positions = ContiguousArray<Int>()
        var hashValues = ContiguousArray<Int>()
        positions.reserveCapacity(Swift.max(leftoverCount, unresolvedCount))
        hashValues.reserveCapacity(Swift.max(leftoverCount, unresolvedCount))
        for oldSection in oldToNewSection.indices where oldToNewSection[oldSection] >= 0 {
            let items = oldSections[oldSection]
            let oldStart = oldStarts[oldSection]
            for position in items.indices where !isMatched[oldStart &+ position] {
                positions.append(oldStart &+ position)
                hashValues.append(items[position].hashValue)
            }
        }
        // Slots of two 32-bit fields (8 bytes) whenever the positions fit, as they do for any
        // list that fits in memory; full words otherwise.
        let oldCount = oldStarts[oldStarts.count &- 1]
        if FlatHashIndex<UInt32>.canStore(positionsBelow: oldCount) {
            resolveUnresolved(
                using: FlatHashIndex<UInt32>(positions: positions, hashValues: hashValues),
                oldSections: oldSections,
                newSections: newSections,
                newToOldSection: newToOldSection,
                comparison: comparison,
                scratch: &positions,
                &hashValues
            )
        } else {
            resolveUnresolved(
                using: FlatHashIndex<UInt>(positions: positions, hashValues: hashValues),
                oldSections: oldSections,
                newSections: newSections,
                newToOldSection: newToOldSection,
                comparison: comparison,
                scratch: &positions,
                &hashValues
            )
        }
        unresolvedCount = 0
    }

    /// Looks every unresolved new item of a kept section up in `index` (over the leftover old
    /// items), section by section: hashed first, then looked up. A match is recorded with its
    /// content comparison; anything else becomes ``inserted``.
    @inlinable
    mutating func resolveUnresolved<Item: Hashable, Comparison: ItemContentComparison<Item>, Stored>(
        using index: FlatHashIndex<Stored>,
        oldSections: [[Item]],
        newSections: [[Item]],
        newToOldSection: ContiguousArray<Int>,
        comparison: Comparison,
        scratch positions: inout ContiguousArray<Int>,
        _ hashValues: inout ContiguousArray<Int>
    ) {
        let oldStarts = self.oldStarts
        let hasLeftovers = index.count > 0
        var matched = 0
        var resolved = 0
        var (sources, isMatched, contentChanged) = takeLinks()
        for newSection in newToOldSection.indices where newToOldSection[newSection] >= 0 {
            let items = newSections[newSection]
            let newStart = newStarts[newSection]
            guard hasLeftovers else {
                for position in items.indices where sources[newStart &+ position] == ItemMatching.unresolved {
                    sources[newStart &+ position] = ItemMatching.inserted
                    resolved &+= 1
                }
                continue
            }
            positions.removeAll(keepingCapacity: true)
            hashValues.removeAll(keepingCapacity: true)
            for position in items.indices where sources[newStart &+ position] == ItemMatching.unresolved {
                positions.append(position)
                hashValues.append(items[position].hashValue)
            }
            resolved &+= positions.count
            for pending in positions.indices {
                let position = positions[pending]
                let item = items[position]
                let found = index.position(hashValue: hashValues[pending]) { flat in
                    ItemMatching.item(atFlatPosition: flat, in: oldSections, starts: oldStarts) == item
                }
                guard let flat = found else {
                    sources[newStart &+ position] = ItemMatching.inserted
                    continue
                }
                sources[newStart &+ position] = ItemMatching.stored(flat)
                isMatched[flat] = true
                matched &+= 1
                if comparison.comparesContent
                    && !comparison.isContentEqual(ItemMatching.item(atFlatPosition: flat, in: oldSections, starts: oldStarts), item)
                {
                    contentChanged[newStart &+ position] = true
                }
            }
        }
        putBack(sources, isMatched, contentChanged)
        matchedCount &+= matched
        insertedCount &+= resolved &- matched
    }
}
