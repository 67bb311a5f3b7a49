/// The content comparison of items that conform to ``ContentEquatable``.
@usableFromInline
struct ContentEquatableComparison<Item: ContentEquatable>: ItemContentComparison {
    @inlinable
    init() {}

    @inlinable
    var comparesContent: Bool { true }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { old.isContentEqual(to: new) }
}
