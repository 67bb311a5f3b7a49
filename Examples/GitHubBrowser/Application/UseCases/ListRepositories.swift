import GitHubBrowserDomain

/// The input port of a screen that pages through a list of repositories: the first page, then the
/// next on demand.
///
/// The Public tab and "Your repositories" share one presenter, which takes `any
/// ListRepositoriesUseCase`: ``ListPublicRepositories`` for the one, ``ListUserRepositories`` for the
/// other, and a scripted double in tests.
public protocol ListRepositoriesUseCase: Sendable {
    /// The first page.
    func callAsFunction() async throws(AppError) -> RepositoryListing
    /// `listing` followed by the next page; `listing` unchanged when everything is loaded.
    func loadMore(after listing: RepositoryListing) async throws(AppError) -> RepositoryListing
}

/// Lists the source's public repositories (the Public tab), page by page.
///
/// Call it for the first load and for a refresh; call ``loadMore(after:)`` at the end of the list.
public struct ListPublicRepositories: ListRepositoriesUseCase {
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

/// Lists the signed-in user's repositories a page at a time: the first page, then more on demand.
///
/// Without a session the source fails, and so does the use case, with ``AppError/unauthorized``.
public struct ListUserRepositories: ListRepositoriesUseCase {
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
