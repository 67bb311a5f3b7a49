import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

/// The user's repositories over an array; `unauthorized` when signed out, as the API answers.
private actor UserRepositories: UserRepositoriesSource {
    let repositories: [Repository]
    let isSignedIn: Bool
    private(set) var requestedPages: [Int] = []

    init(_ repositories: [Repository], isSignedIn: Bool = true) {
        self.repositories = repositories
        self.isSignedIn = isSignedIn
    }

    func userRepositories(page: PageRequest) async throws -> Page<Repository> {
        requestedPages.append(page.number)
        guard isSignedIn else { throw DataSourceError.unauthorized }
        let slice = Array(repositories.dropFirst(page.offset).prefix(page.size))
        return Page(items: slice, request: page, next: page.offset + slice.count < repositories.count ? page.following() : nil)
    }
}

private let samples = (1...5).map { Repository(id: RepositoryID(owner: "octocat", name: "repo-\($0)")) }

@Suite("ListUserRepositories")
struct ListUserRepositoriesTests {
    @Test("pages through the signed-in user's repositories, then says there is no more")
    func pages() async throws {
        let source = UserRepositories(samples)
        let list = ListUserRepositories(source: source, pageSize: 2)
        var listing = try await list()
        #expect(listing.repositories.count == 2)
        while listing.canLoadMore { listing = try await list.loadMore(after: listing) }
        #expect(listing.repositories.map(\.id) == samples.map(\.id))
        #expect(await source.requestedPages == [1, 2, 3])
    }

    @Test("without a session it fails as unauthorized")
    func signedOut() async {
        let list = ListUserRepositories(source: UserRepositories([], isSignedIn: false))
        await #expect(throws: AppError.unauthorized) { try await list() }
    }
}
