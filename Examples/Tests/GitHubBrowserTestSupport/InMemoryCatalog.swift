import GitHubBrowserDomain

/// A catalog over an array: search matches every word as a substring of owner, name or
/// description (case-insensitive), pages by `PageRequest`, and can be told to fail or to hold
/// requests until released.
public actor InMemoryCatalog: RepositoryCatalog {
    private let repositories: [Repository]
    public private(set) var searchedQueries: [String] = []
    public private(set) var searchedPages: [Int] = []
    private var failure: DataSourceError?
    private var failuresLeft = 0
    private var freshness = Freshness.live
    private var isHolding = false
    private var held: [CheckedContinuation<Void, Never>] = []

    public init(_ repositories: [Repository] = SampleRepositories.all) {
        self.repositories = repositories
    }

    /// Makes the next `count` requests fail with `error`.
    public func fail(with error: DataSourceError, times count: Int = 1) {
        failure = error
        failuresLeft = count
    }

    /// Holds every search from now on, once recorded, until ``release()``: a request that is still
    /// in flight when the screen is asked for it again.
    public func hold() {
        isHolding = true
    }

    /// Answers the held searches, and holds no more.
    public func release() {
        isHolding = false
        let waiting = held
        held = []
        for search in waiting { search.resume() }
    }

    /// How many searches are held now.
    public var heldCount: Int { held.count }

    /// Marks every page answered from now on with `freshness` (a caching source's saved copy).
    public func answer(as freshness: Freshness) {
        self.freshness = freshness
    }

    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        searchedQueries.append(query.text)
        searchedPages.append(page.number)
        if isHolding { await withCheckedContinuation { held.append($0) } }
        try takeFailure()
        let words = query.words.map { $0.lowercased() }
        let matches = repositories.filter { repository in
            let text = "\(repository.fullName) \(repository.summary ?? "")".lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        return Self.page(of: matches, page).marked(freshness)
    }

    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        try takeFailure()
        return Self.page(of: repositories, page).marked(freshness)
    }

    public func repository(owner: String, name: String) async throws -> Repository {
        try takeFailure()
        let id = RepositoryID(owner: owner, name: name)
        guard let repository = repositories.first(where: { $0.id == id }) else { throw DataSourceError.notFound }
        return repository
    }

    private func takeFailure() throws {
        guard failuresLeft > 0, let failure else { return }
        failuresLeft -= 1
        throw failure
    }

    private static func page(of items: [Repository], _ page: PageRequest) -> Page<Repository> {
        let slice = Array(items.dropFirst(page.offset).prefix(page.size))
        let hasMore = page.offset + slice.count < items.count
        return Page(items: slice, request: page, next: hasMore ? page.following() : nil, totalCount: items.count)
    }
}
