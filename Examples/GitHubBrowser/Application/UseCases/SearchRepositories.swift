import GitHubBrowserDomain

/// The input port of a screen that searches the catalog as the user types: the first page of results
/// for a text, then more on demand. ``SearchRepositories`` implements it.
public protocol SearchRepositoriesUseCase: Sendable {
    /// The first page of results for `text`, the raw text of the search field.
    /// - Throws: ``AppError/invalidQuery(_:)`` for a text that is not a query, before any request.
    func callAsFunction(_ text: String) async throws(AppError) -> SearchResults
    /// `results` followed by the next page; `results` unchanged when everything is loaded.
    func loadMore(after results: SearchResults) async throws(AppError) -> SearchResults
}

/// Searches the catalog for what the user typed, and loads more results on demand.
///
/// Call it with the raw text of the search field: it validates the text (an invalid query fails
/// with ``AppError/invalidQuery(_:)`` before any request) and returns the first page; pass the
/// result to ``loadMore(after:)`` when the user reaches the end of the list.
public struct SearchRepositories: SearchRepositoriesUseCase {
    private let catalog: any RepositoryCatalog
    private let pageSize: Int

    /// Creates the use case over `catalog`, fetching `pageSize` results at a time.
    public init(catalog: some RepositoryCatalog, pageSize: Int = PageRequest.defaultSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    /// The first page of results for `text`.
    public func callAsFunction(_ text: String) async throws(AppError) -> SearchResults {
        let query = try AppError.capture { try SearchQuery(text) }
        let page = try await AppError.capture { try await catalog.search(query, page: .first(size: pageSize)) }
        return SearchResults(query: query, listing: RepositoryListing(firstPage: page))
    }

    /// `results` followed by the next page; `results` unchanged when everything is loaded.
    public func loadMore(after results: SearchResults) async throws(AppError) -> SearchResults {
        guard let next = results.listing.nextPage else { return results }
        let page = try await AppError.capture { try await catalog.search(results.query, page: next) }
        return SearchResults(query: results.query, listing: results.listing.appending(page))
    }
}

/// The results of one search so far: the query and its listing.
///
/// ``SearchRepositories`` returns it; hand it back to ``SearchRepositories/loadMore(after:)``.
public struct SearchResults: Hashable, Sendable, Codable {
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
