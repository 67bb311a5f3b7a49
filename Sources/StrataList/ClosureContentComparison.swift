/// A content comparison given as a closure (``ListChangeset/init(from:to:isContentEqual:)``,
/// ``ListDataSource``'s `isContentEqual`).
@usableFromInline
struct ClosureContentComparison<Item>: ItemContentComparison {
    @usableFromInline let compare: (Item, Item) -> Bool

    @inlinable
    init(_ compare: @escaping (Item, Item) -> Bool) {
        self.compare = compare
    }

    @inlinable
    var comparesContent: Bool { true }

    @inlinable
    func isContentEqual(_ old: Item, _ new: Item) -> Bool { compare(old, new) }
}
