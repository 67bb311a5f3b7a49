extension Snapshot {
    /// How many sections the snapshot has.
    public var numberOfSections: Int { sectionIDs.count }

    /// How many items the snapshot has, over all sections. Constant time.
    public var numberOfItems: Int { itemIndex.count }

    /// The section identifiers, in display order.
    public var sectionIdentifiers: [Section] { sectionIDs }

    /// Every item identifier, section after section, in display order.
    public var itemIdentifiers: [Item] {
        var all: [Item] = []
        all.reserveCapacity(itemIndex.count)
        for items in sectionContents { all.append(contentsOf: items) }
        return all
    }

    /// The items of `section` in display order, or `nil` if the snapshot has no such section.
    public func itemIdentifiers(inSection section: Section) -> [Item]? {
        sectionOrdinals[section].map { sectionContents[$0] }
    }

    /// How many items `section` has, or `nil` if the snapshot has no such section.
    public func numberOfItems(inSection section: Section) -> Int? {
        sectionOrdinals[section].map { sectionContents[$0].count }
    }

    /// The section that holds `item`, or `nil` if the snapshot does not contain the item.
    public func sectionIdentifier(containingItem item: Item) -> Section? {
        location(of: item).map { sectionIDs[$0.section] }
    }

    /// The position of `section` among the sections, or `nil` if the snapshot does not contain it.
    public func indexOfSection(_ section: Section) -> Int? {
        sectionOrdinals[section]
    }

    /// The position of `item` in ``itemIdentifiers`` (counting over all sections), or `nil` if the
    /// snapshot does not contain it. Takes time proportional to the number of sections before it;
    /// prefer ``indexPath(for:)`` when you work with sections.
    public func indexOfItem(_ item: Item) -> Int? {
        guard let location = location(of: item) else { return nil }
        var index = location.item
        for section in 0..<location.section { index += sectionContents[section].count }
        return index
    }

    /// The index path of `item`, or `nil` if the snapshot does not contain it. Constant time.
    public func indexPath(for item: Item) -> ListIndexPath? {
        location(of: item)
    }

    /// The item at `indexPath`, or `nil` if the index path is outside the snapshot.
    public func itemIdentifier(at indexPath: ListIndexPath) -> Item? {
        guard sectionContents.indices.contains(indexPath.section),
            sectionContents[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return sectionContents[indexPath.section][indexPath.item]
    }

    /// Whether the snapshot contains `item`. Constant time.
    public func contains(item: Item) -> Bool {
        location(of: item) != nil
    }

    /// Whether the snapshot contains `section`. Constant time.
    public func contains(section: Section) -> Bool {
        sectionOrdinals[section] != nil
    }
}
