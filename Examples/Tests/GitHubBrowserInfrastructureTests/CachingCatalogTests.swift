import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import Testing

@Suite("CachingCatalog")
struct CachingCatalogTests {
    /// A long time-out on purpose: a refused connection fails at once, and a loaded machine running
    /// the whole suite in parallel can delay a request past a short one.
    static func configuration(_ url: URL) -> GitHubAPIConfiguration {
        GitHubAPIConfiguration(apiURL: url, requestTimeout: .seconds(30), retryPolicy: .none)
    }

    @Test("caches what the live API returns, and serves it from the cache when offline", .needsLiveTransport)
    func cachesAndFallsBack() async throws {
        let directory = try TemporaryDirectory()
        let cache = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        let deadURL = try await FakeGitHub.run { _, url throws -> URL in
            let live = CachingCatalog(live: GitHubAPIClient(configuration: Self.configuration(url)), cache: cache)
            let page = try await live.search(SearchQuery("swift"), page: .first(size: 2))
            #expect(page.items.count == 2)
            let detail = try await live.repository(owner: "octo", name: "hello")
            #expect(detail.stars == 42)
            await #expect(throws: DataSourceError.notFound) { try await live.repository(owner: "octo", name: "missing") }
            return url
        }
        #expect(try await cache.count() == 3)
        let offline = CachingCatalog(live: GitHubAPIClient(configuration: Self.configuration(deadURL)), cache: cache)
        #expect(try await offline.search(SearchQuery("nio"), page: .first).items.map(\.fullName) == ["apple/swift-nio"])
        #expect(try await offline.repository(owner: "octo", name: "hello").stars == 42)
        await #expect {
            try await offline.repository(owner: "nobody", name: "uncached")
        } throws: { error in
            guard case .offline = error as? DataSourceError else { return false }
            return true
        }
    }
}
