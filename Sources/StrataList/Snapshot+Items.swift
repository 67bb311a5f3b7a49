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
        guard let location = itemLocations[target] else { throw .unknownItem(SnapshotError.name(target)) }
        try insertItems(items, at: location)
    }

    /// Inserts items just after `target`, in its section.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if `target` is not in the snapshot,
    ///   ``SnapshotError/duplicateItem(_:)`` if a new item already is in the snapshot or occurs twice.
    public mutating func insertItems(_ items: [Item], afterItem target: Item) throws(SnapshotError) {
        guard let location = itemLocations[target] else { throw .unknownItem(SnapshotError.name(target)) }
        try insertItems(items, at: ListIndexPath(item: location.item + 1, section: location.section))
    }

    /// Removes items from the snapshot. Naming an item twice removes it once.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if one is not in the snapshot; the snapshot is
    ///   then unchanged.
    public mutating func deleteItems(_ items: [Item]) throws(SnapshotError) {
        var firstAffected: [Int: Int] = [:]
        for item in items {
            guard let location = itemLocations[item] else { throw .unknownItem(SnapshotError.name(item)) }
            firstAffected[location.section] = min(firstAffected[location.section] ?? .max, location.item)
        }
        for item in items {
            itemLocations[item] = nil
            reloadedItemIdentifiers.remove(item)
            reconfiguredItemIdentifiers.remove(item)
        }
        for (section, start) in firstAffected {
            // Keep the survivors after `start`, in order.
            let tail = sectionContents[section][start...].filter { itemLocations[$0] != nil }
            sectionContents[section].replaceSubrange(start..., with: tail)
            reindexItems(inSection: section, from: start)
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
        guard let source = itemLocations[item] else { throw .unknownItem(SnapshotError.name(item)) }
        guard itemLocations[target] != nil else { throw .unknownItem(SnapshotError.name(target)) }
        guard item != target else { throw .itemMovedRelativeToItself(SnapshotError.name(item)) }
        sectionContents[source.section].remove(at: source.item)
        reindexItems(inSection: source.section, from: source.item)
        guard var destination = itemLocations[target] else { return }
        if after { destination.item += 1 }
        sectionContents[destination.section].insert(item, at: destination.item)
        reindexItems(inSection: destination.section, from: destination.item)
    }

    /// Inserts new items at `location`, after checking that none is already present.
    @inlinable
    mutating func insertItems(_ items: [Item], at location: ListIndexPath) throws(SnapshotError) {
        itemLocations.reserveCapacity(itemLocations.count + items.count)
        for (offset, item) in items.enumerated() {
            let path = ListIndexPath(item: location.item + offset, section: location.section)
            if let existing = itemLocations.updateValue(path, forKey: item) {
                // Roll back: drop what this call added, restore the entry that was there before.
                let addedBefore = items[..<offset]
                for added in addedBefore { itemLocations[added] = nil }
                if !addedBefore.contains(item) { itemLocations[item] = existing }
                throw .duplicateItem(SnapshotError.name(item))
            }
        }
        let isAppend = location.item == sectionContents[location.section].count
        sectionContents[location.section].insert(contentsOf: items, at: location.item)
        if !isAppend {
            reindexItems(inSection: location.section, from: location.item + items.count)
        }
    }
}
