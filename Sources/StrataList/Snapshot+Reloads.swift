extension Snapshot {
    /// Marks items whose cells must be rebuilt: the diff reports them in
    /// ``ListChangeset/itemReloads`` even though their identity did not change.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if one is not in the snapshot; nothing is marked.
    public mutating func reloadItems(_ items: [Item]) throws(SnapshotError) {
        try checkContains(items)
        reloadedItemIdentifiers.formUnion(items)
    }

    /// Marks items whose existing cells must be updated in place (cheaper than a reload): the diff
    /// reports them in ``ListChangeset/itemReconfigures``.
    /// - Throws: ``SnapshotError/unknownItem(_:)`` if one is not in the snapshot; nothing is marked.
    public mutating func reconfigureItems(_ items: [Item]) throws(SnapshotError) {
        try checkContains(items)
        reconfiguredItemIdentifiers.formUnion(items)
    }

    /// Marks sections whose content must be rebuilt: the diff reports them in
    /// ``ListChangeset/sectionReloads``.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if one is not in the snapshot; nothing is marked.
    public mutating func reloadSections(_ sections: [Section]) throws(SnapshotError) {
        for section in sections where sectionOrdinals[section] == nil {
            throw .unknownSection(SnapshotError.name(section))
        }
        reloadedSectionIdentifiers.formUnion(sections)
    }

    /// The same snapshot with no reload or reconfigure marks: what a list shows once it applied it.
    public func clearingMarks() -> Snapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    private func checkContains(_ items: [Item]) throws(SnapshotError) {
        for item in items where location(of: item) == nil {
            throw .unknownItem(SnapshotError.name(item))
        }
    }
}
