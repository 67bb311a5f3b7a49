/// An item identifier that can tell its content apart from its identity.
///
/// A list identifies items by their `Hashable` conformance: two values that are `==` are the same
/// row. When your item type carries content as well (a repository with its star count), make its
/// `==` and `hash(into:)` compare identity only and conform to this protocol: the diff then reports
/// a kept item whose content changed as a reload, so the driver redraws just that row.
///
/// ```swift
/// struct RepositoryRow: Hashable, Sendable, ContentEquatable {
///     let id: Int
///     var stars: Int
///     static func == (a: Self, b: Self) -> Bool { a.id == b.id }
///     func hash(into hasher: inout Hasher) { hasher.combine(id) }
///     func isContentEqual(to other: Self) -> Bool { stars == other.stars }
/// }
/// ```
public protocol ContentEquatable {
    /// Whether this value shows the same content as `other`, which has the same identity.
    func isContentEqual(to other: Self) -> Bool
}

extension ListDataSource where Item: ContentEquatable {
    /// Creates an empty data source for `renderer` that reloads a kept item whenever its content
    /// changed (``ContentEquatable/isContentEqual(to:)``).
    public convenience init(renderer: Renderer, cellProvider: @escaping CellProvider) {
        self.init(renderer: renderer, isContentEqual: { $0.isContentEqual(to: $1) }, cellProvider: cellProvider)
    }
}
