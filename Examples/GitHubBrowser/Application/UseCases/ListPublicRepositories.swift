import GitHubBrowserDomain

/// Lists the source's public repositories (the Public tab), page by page.
///
/// Call it for the first load and for a refresh; call ``loadMore(after:)`` at the end of the list.
public struct ListPublicRepositories: Sendable {
    private let catalog: any RepositoryCatalog
    private let pageSize: Int

    /// Creates the use case over `catalog`, fetching `pageSize` repositories at a time.
    public init(catalog: some RepositoryCatalog, pageSize: Int = PageRequest.defaultSize) {
        self.catalog = catalog
        self.pageSize = pageSize
    }

    /// The first page of public repositories.
    public func callAsFunction() async throws(AppError) -> RepositoryListing {
        let page = try await AppError.capture { try await catalog.publicRepositories(page: .first(size: pageSize)) }
        return RepositoryListing(firstPage: page)
    }

    /// `listing` followed by the next page; `listing` unchanged when everything is loaded.
    public func loadMore(after listing: RepositoryListing) async throws(AppError) -> RepositoryListing {
        guard let next = listing.nextPage else { return listing }
        let page = try await AppError.capture { try await catalog.publicRepositories(page: next) }
        return listing.appending(page)
    }
}
