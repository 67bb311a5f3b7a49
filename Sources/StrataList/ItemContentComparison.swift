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
