import GitHubBrowserDomain

/// A list of repositories being paged through: what is loaded so far and how to load more.
///
/// Screens keep one per list and hand it back to a use case's `loadMore`; it is a value, so a
/// screen can compare old and new listings and diff them.
public struct RepositoryListing: Hashable, Sendable {
    /// Every repository loaded so far, without duplicates, in source order.
    public let repositories: [Repository]
    /// The request for the next page, or `nil` when everything is loaded.
    public let nextPage: PageRequest?
    /// The size of the whole list, when the source says.
    public let totalCount: Int?
    /// Whether the last page loaded came from the source or from a saved copy.
    public let freshness: Freshness

    /// Creates a listing.
    public init(repositories: [Repository], nextPage: PageRequest?, totalCount: Int?, freshness: Freshness = .live) {
        self.repositories = repositories
        self.nextPage = nextPage
        self.totalCount = totalCount
        self.freshness = freshness
    }

    /// A listing made of one first page.
    public init(firstPage page: Page<Repository>) {
        self = RepositoryListing(repositories: [], nextPage: nil, totalCount: nil).appending(page)
    }

    /// Whether there is more to load.
    public var canLoadMore: Bool { nextPage != nil }

    /// This listing followed by `page`. Repositories already listed are not listed twice (sources
    /// can shift between page requests), so identifiers stay unique for list diffing.
    public func appending(_ page: Page<Repository>) -> RepositoryListing {
        var seen = Set(repositories.map(\.id))
        var merged = repositories
        for repository in page.items where seen.insert(repository.id).inserted {
            merged.append(repository)
        }
        return RepositoryListing(repositories: merged, nextPage: page.next, totalCount: page.totalCount ?? totalCount, freshness: page.freshness)
    }
}
