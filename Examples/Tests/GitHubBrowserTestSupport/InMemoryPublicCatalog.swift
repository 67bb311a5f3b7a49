import GitHubBrowserDomain
import Synchronization

/// A catalog whose public list is an array, paged by number; it can be told to fail, on every page
/// or on every page but the first.
public final class InMemoryPublicCatalog: RepositoryCatalog {
    private let state: Mutex<(repositories: [Repository], failure: DataSourceError?, laterPagesFailure: DataSourceError?)>
    private let freshness = Mutex(Freshness.live)
    private let firstPageRequests = Mutex(0)
    private let laterPageRequests = Mutex(0)

    public init(_ repositories: [Repository], failure: DataSourceError? = nil) {
        state = Mutex((repositories, failure, nil))
    }

    /// How many times the first page of the list was asked for (loads, refreshes and reloads).
    public var firstPageRequestCount: Int { firstPageRequests.withLock { $0 } }

    /// How many times a page after the first was asked for (each "load more", failed or not).
    public var laterPageRequestCount: Int { laterPageRequests.withLock { $0 } }

    /// Makes the next calls fail with `failure` (or succeed, with `nil`).
    public func fail(with failure: DataSourceError?) {
        state.withLock { $0.failure = failure }
    }

    /// Makes the next calls for any page but the first fail with `failure` (or succeed, with `nil`).
    public func failLaterPages(with failure: DataSourceError?) {
        state.withLock { $0.laterPagesFailure = failure }
    }

    /// Marks every page answered from now on with `freshness` (a caching source's saved copy).
    public func answer(as freshness: Freshness) {
        self.freshness.withLock { $0 = freshness }
    }

    /// Replaces the list: what the next calls see.
    public func replace(with repositories: [Repository]) {
        state.withLock { $0.repositories = repositories }
    }

    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        Page(items: [], request: page, next: nil)
    }

    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        if page.offset == 0 { firstPageRequests.withLock { $0 += 1 } } else { laterPageRequests.withLock { $0 += 1 } }
        let (all, failure, laterPagesFailure) = state.withLock { ($0.repositories, $0.failure, $0.laterPagesFailure) }
        if let failure { throw failure }
        if page.offset > 0, let laterPagesFailure { throw laterPagesFailure }
        let items = Array(all.dropFirst(page.offset).prefix(page.size))
        return Page(items: items, request: page, next: all.count > page.offset + page.size ? page.following() : nil)
            .marked(freshness.withLock { $0 })
    }

    public func repository(owner: String, name: String) async throws -> Repository {
        guard let found = state.withLock({ $0.repositories }).first(where: { $0.id == RepositoryID(owner: owner, name: name) })
        else { throw DataSourceError.notFound }
        return found
    }
}
