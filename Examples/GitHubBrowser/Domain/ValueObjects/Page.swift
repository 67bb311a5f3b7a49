/// One page of a list, with how to ask for the next one.
///
/// Sources return it for every paged call; screens append ``items`` and keep ``next`` for "load
/// more". `next == nil` means the list is complete.
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page, in the source's order.
    public let items: [Item]
    /// The request that produced this page.
    public let request: PageRequest
    /// The request for the next page, or `nil` when this is the last one.
    public let next: PageRequest?
    /// How many items the whole list holds, when the source says.
    public let totalCount: Int?
    /// Whether the page is the source's answer or a copy saved earlier.
    public let freshness: Freshness

    /// Creates a page.
    public init(items: [Item], request: PageRequest, next: PageRequest?, totalCount: Int? = nil, freshness: Freshness = .live) {
        self.items = items
        self.request = request
        self.next = next
        self.totalCount = totalCount
        self.freshness = freshness
    }

    /// The same page, marked with `freshness`.
    public func marked(_ freshness: Freshness) -> Page {
        Page(items: items, request: request, next: next, totalCount: totalCount, freshness: freshness)
    }
}

extension Page: Equatable where Item: Equatable {}
