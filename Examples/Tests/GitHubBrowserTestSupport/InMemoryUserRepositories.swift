import GitHubBrowserDomain

/// The signed-in user's repositories over an array, paged by `PageRequest`; fails with
/// `unauthorized` while `isSignedIn` is false, as the API does without a token.
public actor InMemoryUserRepositories: UserRepositoriesSource {
    private let repositories: [Repository]
    public private(set) var requestedPages: [Int] = []
    public private(set) var isSignedIn: Bool

    public init(_ repositories: [Repository], isSignedIn: Bool = true) {
        self.repositories = repositories
        self.isSignedIn = isSignedIn
    }

    public func setSignedIn(_ isSignedIn: Bool) {
        self.isSignedIn = isSignedIn
    }

    public func userRepositories(page: PageRequest) async throws -> Page<Repository> {
        requestedPages.append(page.number)
        guard isSignedIn else { throw DataSourceError.unauthorized }
        let slice = Array(repositories.dropFirst(page.offset).prefix(page.size))
        let hasMore = page.offset + slice.count < repositories.count
        return Page(items: slice, request: page, next: hasMore ? page.following() : nil)
    }
}
