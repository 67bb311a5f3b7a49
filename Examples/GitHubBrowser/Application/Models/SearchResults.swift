import GitHubBrowserDomain

/// The results of one search so far: the query and its listing.
///
/// ``SearchRepositories`` returns it; hand it back to ``SearchRepositories/loadMore(after:)``.
public struct SearchResults: Hashable, Sendable {
    /// The query these results answer.
    public let query: SearchQuery
    /// What is loaded so far.
    public let listing: RepositoryListing

    /// Creates search results.
    public init(query: SearchQuery, listing: RepositoryListing) {
        self.query = query
        self.listing = listing
    }

    /// The repositories loaded so far.
    public var repositories: [Repository] { listing.repositories }
    /// Whether there are more results to load.
    public var canLoadMore: Bool { listing.canLoadMore }
}
