import GitHubBrowserDomain

/// A live catalog whose every answer is also written into the ``OfflineCatalog``, so what a user
/// has seen stays browsable offline.
///
/// Use it for `--source github`. When the live source is unreachable or times out, reads fall back
/// to the cache; if the cache has nothing either, the original error is thrown so the user learns
/// why. Any other failure (rate limit, 401, 404, …) is thrown as is.
public struct CachingCatalog<Live: RepositoryCatalog>: RepositoryCatalog {
    private let live: Live
    private let cache: OfflineCatalog

    /// Wraps `live`, caching into `cache`.
    public init(live: Live, cache: OfflineCatalog) {
        self.live = live
        self.cache = cache
    }

    /// Live search results (cached); cached matches when offline.
    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        try await readThrough(
            live: { try await live.search(query, page: page) },
            fallback: { try await cache.search(query, page: page) }
        )
    }

    /// Live public repositories (cached); the cached list when offline.
    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        try await readThrough(
            live: { try await live.publicRepositories(page: page) },
            fallback: { try await cache.publicRepositories(page: page) }
        )
    }

    /// The live repository (cached); the cached copy when offline.
    public func repository(owner: String, name: String) async throws -> Repository {
        do {
            let repository = try await live.repository(owner: owner, name: name)
            await store([repository])
            return repository
        } catch let error as DataSourceError where Self.canFallBack(error) {
            guard let cached = try? await cache.repository(owner: owner, name: name) else { throw error }
            return cached
        }
    }

    private func readThrough(
        live: () async throws -> Page<Repository>,
        fallback: () async throws -> Page<Repository>
    ) async throws -> Page<Repository> {
        do {
            let page = try await live()
            await store(page.items)
            return page
        } catch let error as DataSourceError where Self.canFallBack(error) {
            guard let cached = try? await fallback(), !cached.items.isEmpty else { throw error }
            return cached
        }
    }

    /// Caching is best effort: a failed write must not fail a successful read.
    private func store(_ repositories: [Repository]) async {
        try? await cache.upsert(repositories)
    }

    private static func canFallBack(_ error: DataSourceError) -> Bool {
        switch error {
        case .offline, .timedOut: true
        default: false
        }
    }
}
