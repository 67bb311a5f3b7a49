/// How the diff tells whether a kept item's content changed, as a generic parameter so that the
/// comparison specialises and inlines into the matching loops (a closure call per item would not).
@usableFromInline
protocol ItemContentComparison<Item> {
    /// The item type compared.
    associatedtype Item

    /// Whether contents are compared at all; when `false`, kept items are never reloaded for
    /// their content.
    var comparesContent: Bool { get }

    /// Whether `old` and `new` (the same item, by identity) show the same content.
    func isContentEqual(_ old: Item, _ new: Item) -> Bool
}

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
