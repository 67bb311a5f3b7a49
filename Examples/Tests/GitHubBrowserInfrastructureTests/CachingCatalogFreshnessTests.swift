import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import Testing

/// A live catalog that answers with fixed repositories, or fails as told.
private final class ScriptedLiveCatalog: RepositoryCatalog, @unchecked Sendable {
    // Tests set it between calls, never concurrently with one.
    var failure: DataSourceError?
    let repositories: [Repository]

    init(_ repositories: [Repository]) { self.repositories = repositories }

    func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        if let failure { throw failure }
        return Page(items: repositories.filter { $0.id.name.contains(query.text) }, request: page, next: nil, totalCount: 99)
    }

    func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        if let failure { throw failure }
        return Page(items: repositories, request: page, next: nil)
    }

    func repository(owner: String, name: String) async throws -> Repository {
        if let failure { throw failure }
        guard let found = repositories.first(where: { $0.id == RepositoryID(owner: owner, name: name) }) else { throw DataSourceError.notFound }
        return found
    }
}

private func repository(_ owner: String, _ name: String, stars: Int = 10) -> Repository {
    Repository(id: RepositoryID(owner: owner, name: name), summary: nil, language: "Swift", stars: stars, forks: 0, openIssues: 0,
               licence: nil, topics: [], updatedAt: nil, webURL: nil)
}

@Suite("CachingCatalog says when a page is a saved copy")
struct CachingCatalogFreshnessTests {
    let savedTime = Date(timeIntervalSince1970: 1_763_800_000)

    @Test("a live answer is live; the same search while offline is a saved copy, with when it was saved and why")
    func savedCopyAfterFailure() async throws {
        let directory = try TemporaryDirectory()
        let cache = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        let live = ScriptedLiveCatalog([repository("octo", "swift-kit"), repository("octo", "swift-box")])
        let time = savedTime
        let catalog = CachingCatalog(live: live, cache: cache, now: { time })

        let fresh = try await catalog.search(SearchQuery("swift"), page: .first)
        #expect(fresh.freshness == .live)

        live.failure = .offline(detail: "connection refused")
        let saved = try await catalog.search(SearchQuery("swift"), page: .first)
        #expect(Set(saved.items.map(\.id)) == Set(fresh.items.map(\.id)))
        #expect(saved.freshness == .saved(at: time, because: .offline(detail: "connection refused")))
        let list = try await catalog.publicRepositories(page: .first)
        #expect(list.freshness == .saved(at: time, because: .offline(detail: "connection refused")))
    }

    @Test("repositories never saved from the live source (the shipped catalog) are a saved copy with no time")
    func seedOnlyHasNoTime() async throws {
        let directory = try TemporaryDirectory()
        let cache = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        try await cache.upsert([repository("seed", "swift-seed")])
        let live = ScriptedLiveCatalog([])
        live.failure = .timedOut
        let catalog = CachingCatalog(live: live, cache: cache, now: { Date() })
        let page = try await catalog.search(SearchQuery("swift"), page: .first)
        #expect(page.items.map(\.id.name) == ["swift-seed"])
        #expect(page.freshness == .saved(at: nil, because: .timedOut))
    }

    @Test("unreachable, timed out, failing (5xx), unavailable (503) and unreadable replies fall back; rate limits, 401 and 404 do not",
          arguments: [
              (DataSourceError.offline(detail: "x"), true), (.timedOut, true), (.server(status: 502), true),
              (.serviceUnavailable(retryAfter: nil), true), (.serviceUnavailable(retryAfter: Date(timeIntervalSince1970: 0)), true),
              (.malformedResponse(detail: "search results: not valid JSON"), true),
              (.rateLimited(until: Date(timeIntervalSince1970: 0)), false), (.unauthorized, false), (.notFound, false),
              (.rejected(status: 422, detail: "Validation Failed"), false),
          ])
    func whichFailuresFallBack(failure: DataSourceError, fallsBack: Bool) async throws {
        let directory = try TemporaryDirectory()
        let cache = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        let live = ScriptedLiveCatalog([repository("octo", "swift-kit")])
        let time = savedTime
        let catalog = CachingCatalog(live: live, cache: cache, now: { time })
        _ = try await catalog.search(SearchQuery("swift"), page: .first)
        live.failure = failure
        if fallsBack {
            let page = try await catalog.search(SearchQuery("swift"), page: .first)
            #expect(page.freshness == .saved(at: time, because: failure))
        } else {
            await #expect(throws: failure) { try await catalog.search(SearchQuery("swift"), page: .first) }
        }
    }

    @Test("the newest save of the shown repositories is the copy's time")
    func newestSaveWins() async throws {
        let directory = try TemporaryDirectory()
        let cache = try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
        let older = Date(timeIntervalSince1970: 1_700_000_000)
        try await cache.saveLiveCopy([repository("a", "one")], at: older)
        try await cache.saveLiveCopy([repository("b", "two")], at: savedTime)
        #expect(try await cache.savedAt([RepositoryID(owner: "a", name: "one")]) == older)
        #expect(try await cache.savedAt([RepositoryID(owner: "A", name: "ONE"), RepositoryID(owner: "b", name: "two")]) == savedTime)
        #expect(try await cache.savedAt([RepositoryID(owner: "c", name: "three")]) == nil)
    }
}
