extension Snapshot {
    /// Adds items at the end of `section`, or of the last section when `section` is `nil`.
    /// - Throws: ``SnapshotError/noSection`` if `section` is `nil` and there is no section,
    ///   ``SnapshotError/unknownSection(_:)`` if `section` is not in the snapshot,
    ///   ``SnapshotError/duplicateItem(_:)`` if an item already is in the snapshot or occurs twice.
    ///   The snapshot is then unchanged.
    @inlinable
    public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) throws(SnapshotError) {
        let ordinal: Int
        if let section {
            guard let known = sectionOrdinals[section] else { throw .unknownSection(SnapshotError.name(section)) }
            ordinal = known
        } else {
            guard !sectionIDs.isEmpty else { throw .noSection }
            ordinal = sectionIDs.count - 1
        }
        try insertItems(items, at: ListIndexPath(item: sectionContents[ordinal].count, section: ordinal))
    }

    /// Inserts items just before `target`, in its section.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if `target` is not in the snapshot,
    ///   ``SnapshotError/duplicateItem(_:)`` if a new item already is in the snapshot or occurs twice.
    public mutating func insertItems(_ items: [Item], beforeItem target: Item) throws(SnapshotError) {
        guard let location = location(of: target) else { throw .unknownItem(SnapshotError.name(target)) }
        try insertItems(items, at: location)
    }

    /// Inserts items just after `target`, in its section.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if `target` is not in the snapshot,
    ///   ``SnapshotError/duplicateItem(_:)`` if a new item already is in the snapshot or occurs twice.
    public mutating func insertItems(_ items: [Item], afterItem target: Item) throws(SnapshotError) {
        guard let location = location(of: target) else { throw .unknownItem(SnapshotError.name(target)) }
        try insertItems(items, at: ListIndexPath(item: location.item + 1, section: location.section))
    }

    /// Removes items from the snapshot. Naming an item twice removes it once.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if one is not in the snapshot; the snapshot is
    ///   then unchanged.
    public mutating func deleteItems(_ items: [Item]) throws(SnapshotError) {
        // Find every item first, so that an unknown one leaves the snapshot unchanged. For each
        // section: the positions of its deleted items, with their hash values.
        var doomed: [Int: [Int: Int]] = [:]
        for item in items {
            let hashValue = item.hashValue
            guard let slot = itemIndex.slotIndex(of: item, hashValue: hashValue, in: sectionContents) else {
                throw .unknownItem(SnapshotError.name(item))
            }
            let location = itemIndex.slots[slot].path
            doomed[location.section, default: [:]][location.item] = hashValue
        }
        for (section, positions) in doomed {
            for (position, hashValue) in positions {
                itemIndex.remove(tag: ItemLocationIndex.tag(of: hashValue), at: ListIndexPath(item: position, section: section))
                let item = sectionContents[section][position]
                reloadedItemIdentifiers.remove(item)
                reconfiguredItemIdentifiers.remove(item)
            }
        }
        for (section, positions) in doomed {
            // Keep the survivors after the first deleted item, in order, and renumber them.
            let start = positions.keys.min() ?? 0
            let old = sectionContents[section]
            var moves: [(hashValue: Int, from: ListIndexPath, to: ListIndexPath)] = []
            var survivors: [Item] = []
            survivors.reserveCapacity(old.count &- start &- positions.count)
            for position in start..<old.count where positions[position] == nil {
                let destination = ListIndexPath(item: start &+ survivors.count, section: section)
                moves.append((old[position].hashValue, ListIndexPath(item: position, section: section), destination))
                survivors.append(old[position])
            }
            itemIndex.renumber(moves)
            sectionContents[section].replaceSubrange(start..., with: survivors)
        }
    }

    /// Removes every section and every item, as `NSDiffableDataSourceSnapshot` does.
    public mutating func deleteAllItems() {
        self = Snapshot()
    }

    /// Moves `item` to just before `target`, possibly into another section.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if either is not in the snapshot,
    ///   ``SnapshotError/itemMovedRelativeToItself(_:)`` if they are the same.
    public mutating func moveItem(_ item: Item, beforeItem target: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: target, after: false)
    }

    /// Moves `item` to just after `target`, possibly into another section.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if either is not in the snapshot,
    ///   ``SnapshotError/itemMovedRelativeToItself(_:)`` if they are the same.
    public mutating func moveItem(_ item: Item, afterItem target: Item) throws(SnapshotError) {
        try moveItem(item, relativeTo: target, after: true)
    }

    private mutating func moveItem(_ item: Item, relativeTo target: Item, after: Bool) throws(SnapshotError) {
        let hashValue = item.hashValue
        guard let slot = itemIndex.slotIndex(of: item, hashValue: hashValue, in: sectionContents) else {
            throw .unknownItem(SnapshotError.name(item))
        }
        guard location(of: target) != nil else { throw .unknownItem(SnapshotError.name(target)) }
        guard item != target else { throw .itemMovedRelativeToItself(SnapshotError.name(item)) }
        // Take the item out (its entry too), close the gap, then put it back next to the target.
        let source = itemIndex.slots[slot].path
        itemIndex.removeSlot(slot)
        sectionContents[source.section].remove(at: source.item)
        renumberItems(inSection: source.section, from: source.item, shiftedBy: -1)
        guard var destination = location(of: target) else { return }
        if after { destination.item += 1 }
        sectionContents[destination.section].insert(item, at: destination.item)
        renumberItems(inSection: destination.section, from: destination.item &+ 1, shiftedBy: 1)
        itemIndex.insertNew(hashValue: hashValue, at: destination)
    }

    /// Inserts new items at `location`, after checking that none is already present.
    @inlinable
    mutating func insertItems(_ items: [Item], at location: ListIndexPath) throws(SnapshotError) {
        if location.item == sectionContents[location.section].count {
            // Appending, the common case: one pass hashes, checks and indexes each item.
            if let duplicate = itemIndex.insertAppended(items, toSection: location.section, at: location.item, in: sectionContents) {
                throw .duplicateItem(SnapshotError.name(items[duplicate]))
            }
            if location.item == 0 {
                // An empty section takes the caller's array as it is: no copy until either side changes.
                sectionContents[location.section] = items
            } else {
                sectionContents[location.section].append(contentsOf: items)
            }
            return
        }
        // In the middle: check first, then shift the items after `location` and index the new ones.
        var hashValues: [Int] = []
        hashValues.reserveCapacity(items.count)
        var seen: Set<Item> = []
        for item in items {
            let hashValue = item.hashValue
            if itemIndex.slotIndex(of: item, hashValue: hashValue, in: sectionContents) != nil || !seen.insert(item).inserted {
                throw .duplicateItem(SnapshotError.name(item))
            }
            hashValues.append(hashValue)
        }
        itemIndex.reserveCapacity(itemIndex.count &+ items.count)
        sectionContents[location.section].insert(contentsOf: items, at: location.item)
        renumberItems(inSection: location.section, from: location.item &+ items.count, shiftedBy: items.count)
        for (offset, hashValue) in hashValues.enumerated() {
            itemIndex.insertNew(hashValue: hashValue, at: ListIndexPath(item: location.item &+ offset, section: location.section))
        }
    }
}
