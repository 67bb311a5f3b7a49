/// The content comparison of a diff by identity only: an item's identifier is all its content.
@usableFromInline
struct IdentityComparison<Item>: ItemContentComparison {
    @inlinable
    init() {}

    @inlinable
    var comparesContent: Bool { false }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { true }
}
