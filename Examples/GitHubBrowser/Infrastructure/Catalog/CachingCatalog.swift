import Foundation
import GitHubBrowserDomain

/// A live catalog whose every answer is also written into the ``OfflineCatalog``, so what a user
/// has seen stays browsable offline.
///
/// Use it for `--source github`. When the live source cannot be used — unreachable, timed out,
/// failing on its side (5xx) or answering what cannot be read — lists fall back to the cache, and
/// the page says so: its `freshness` is `.saved(at:because:)`, with when the
/// shown repositories were last saved from the live source and why it was not used. If the cache has
/// nothing either, the original error is thrown so the user learns why. Any other failure (rate
/// limit, 401, 404, …) is thrown as is: the user must act on it.
public struct CachingCatalog<Live: RepositoryCatalog>: RepositoryCatalog {
    private let live: Live
    private let cache: OfflineCatalog
    private let now: @Sendable () -> Date

    /// Wraps `live`, caching into `cache`; `now` stamps what is saved (injected for tests).
    public init(live: Live, cache: OfflineCatalog, now: @escaping @Sendable () -> Date = { Date() }) {
        self.live = live
        self.cache = cache
        self.now = now
    }

    /// Live search results (cached); cached matches, marked as saved, when the live source fails.
    public func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        try await readThrough(
            live: { try await live.search(query, page: page) },
            fallback: { try await cache.search(query, page: page) }
        )
    }

    /// Live public repositories (cached); the cached list, marked as saved, when the live source
    /// fails.
    public func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        try await readThrough(
            live: { try await live.publicRepositories(page: page) },
            fallback: { try await cache.publicRepositories(page: page) }
        )
    }

    /// The live repository (cached); the cached copy when the live source fails.
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
            let savedAt = try? await cache.savedAt(cached.items.map(\.id))
            return cached.marked(.saved(at: savedAt ?? nil, because: error))
        }
    }

    /// Caching is best effort: a failed write must not fail a successful read.
    private func store(_ repositories: [Repository]) async {
        try? await cache.saveLiveCopy(repositories, at: now())
    }

    /// Failures after which a saved copy is better than nothing. Rate limits, sign-in and "not
    /// found" are not among them: the user has something to do or learn.
    static func canFallBack(_ error: DataSourceError) -> Bool {
        switch error {
        case .offline, .timedOut, .server, .serviceUnavailable, .malformedResponse: true
        default: false
        }
    }
}
