import GitHubBrowserDomain

/// Lists the signed-in user's repositories a page at a time: the first page, then more on demand.
///
/// Without a session the source fails, and so does the use case, with ``AppError/unauthorized``.
public struct ListUserRepositories: Sendable {
    private let source: any UserRepositoriesSource
    private let pageSize: Int

    /// Creates the use case over `source`, fetching `pageSize` repositories at a time.
    public init(source: some UserRepositoriesSource, pageSize: Int = PageRequest.defaultSize) {
        self.source = source
        self.pageSize = pageSize
    }

    /// The first page.
    public func callAsFunction() async throws(AppError) -> RepositoryListing {
        let page = try await AppError.capture { try await source.userRepositories(page: .first(size: pageSize)) }
        return RepositoryListing(firstPage: page)
    }

    /// `listing` followed by the next page; `listing` unchanged when everything is loaded.
    public func loadMore(after listing: RepositoryListing) async throws(AppError) -> RepositoryListing {
        guard let next = listing.nextPage else { return listing }
        let page = try await AppError.capture { try await source.userRepositories(page: next) }
        return listing.appending(page)
    }
}
