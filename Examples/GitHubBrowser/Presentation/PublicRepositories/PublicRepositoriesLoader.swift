import GitHubBrowserApplication
import GitHubBrowserDomain

/// How the Public tab fetches its pages: the two calls of `ListPublicRepositories`, as closures
/// so that tests can give canned answers.
public struct PublicRepositoriesLoader: Sendable {
    /// Fetches the first page.
    public let firstPage: @Sendable () async throws(AppError) -> RepositoryListing
    /// Fetches the page after a listing and returns the listing with it appended.
    public let nextPage: @Sendable (RepositoryListing) async throws(AppError) -> RepositoryListing

    /// Creates a loader from two functions (tests, previews).
    public init(
        firstPage: @escaping @Sendable () async throws(AppError) -> RepositoryListing,
        nextPage: @escaping @Sendable (RepositoryListing) async throws(AppError) -> RepositoryListing
    ) {
        self.firstPage = firstPage
        self.nextPage = nextPage
    }

    /// Creates the loader the app uses: a paging use case (the public list, or the signed-in
    /// user's repositories).
    public init(_ useCase: some RepositoryPaging) {
        self.init(
            firstPage: { () async throws(AppError) -> RepositoryListing in try await useCase() },
            nextPage: { listing async throws(AppError) -> RepositoryListing in try await useCase.loadMore(after: listing) }
        )
    }
}
