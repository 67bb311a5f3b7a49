import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GRDB
import Testing

@Suite("OfflineCatalog")
struct OfflineCatalogTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    func emptyCatalog() throws -> OfflineCatalog {
        try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
    }

    static func repository(_ owner: String, _ name: String, _ summary: String? = nil, stars: Int = 0, topics: [String] = []) -> Repository {
        Repository(id: RepositoryID(owner: owner, name: name), summary: summary, language: "Swift", stars: stars, topics: topics)
    }

    @Test("ranks names that start with the query, then other name matches, then description matches, each by stars")
    func ranking() async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([
            Self.repository("a", "tooling", "A parser for logs", stars: 9000),
            Self.repository("b", "parser-kit", "Reads things", stars: 10),
            Self.repository("c", "fast-parser", "Parses quickly", stars: 500),
            Self.repository("d", "unrelated", "Nothing here", stars: 100_000),
            Self.repository("e", "notes", "Parsing notes", stars: 50),
        ])
        let page = try await catalog.search(SearchQuery("parser"), page: .first)
        #expect(page.items.map(\.fullName) == ["b/parser-kit", "c/fast-parser", "a/tooling"])
        #expect(page.next == nil)
    }

    @Test("matches every word as a prefix, in any indexed column, ignoring case and punctuation")
    func prefixAndWords() async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([
            Self.repository("apple", "swift-nio", "Event-driven networking", stars: 1),
            Self.repository("vapor", "vapor", "A web framework", stars: 2, topics: ["server-side-swift"]),
        ])
        #expect(try await catalog.search(SearchQuery("NIO"), page: .first).items.map(\.name) == ["swift-nio"])
        #expect(try await catalog.search(SearchQuery("swi net"), page: .first).items.map(\.name) == ["swift-nio"])
        #expect(try await catalog.search(SearchQuery("server-side"), page: .first).items.map(\.name) == ["vapor"])
        #expect(try await catalog.search(SearchQuery("apple"), page: .first).items.map(\.name) == ["swift-nio"])
        #expect(try await catalog.search(SearchQuery("\"*^(-:"), page: .first).items.isEmpty)
        #expect(try await catalog.search(SearchQuery("name:vapor OR"), page: .first).items.isEmpty)
    }

    @Test("pages through search results and the public list without gaps or repeats")
    func pagination() async throws {
        let catalog = try emptyCatalog()
        let all = (0..<23).map { Self.repository("owner", "lib-\($0)", "A library", stars: 100 - $0) }
        try await catalog.upsert(all)
        var seen: [String] = []
        var request: PageRequest? = PageRequest.first(size: 5)
        while let current = request {
            let page = try await catalog.search(SearchQuery("lib"), page: current)
            seen += page.items.map(\.name)
            request = page.next
        }
        #expect(seen == all.map(\.name))
        var listed: [String] = []
        request = PageRequest.first(size: 10)
        while let current = request {
            let page = try await catalog.publicRepositories(page: current)
            listed += page.items.map(\.name)
            request = page.next
        }
        #expect(listed == all.map(\.name))
    }

    @Test("finds a repository by owner and name, ignoring case; an unknown one is not found")
    func detail() async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([Self.repository("groue", "GRDB.swift", "SQLite toolkit", stars: 7, topics: ["sqlite", "database"])])
        let found = try await catalog.repository(owner: "GROUE", name: "grdb.swift")
        #expect(found.fullName == "groue/GRDB.swift")
        #expect(found.topics == ["sqlite", "database"])
        await #expect(throws: DataSourceError.notFound) { try await catalog.repository(owner: "groue", name: "nope") }
    }

    @Test("upserting an existing repository updates it and its index entry")
    func upsertUpdates() async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([Self.repository("o", "thing", "old words", stars: 1)])
        try await catalog.upsert([Self.repository("O", "Thing", "new words", stars: 2)])
        #expect(try await catalog.count() == 1)
        #expect(try await catalog.search(SearchQuery("old"), page: .first).items.isEmpty)
        #expect(try await catalog.search(SearchQuery("new"), page: .first).items.map(\.stars) == [2])
    }

    @Test("builds itself from the shipped seed on first open, once: the real repositories of the GitHub ranking, none generated")
    func seedImport() async throws {
        let seed = try #require(CatalogSeedResource.url)
        let url = directory.file("seeded.sqlite")
        let catalog = try OfflineCatalog.open(at: url, seed: seed)
        let count = try await catalog.count()
        #expect(count == CatalogSnapshot.repositoryCount)
        #expect(count == 3_449)
        let redux = try await catalog.repository(owner: "reduxjs", name: "redux")
        #expect(redux.stars == 61_509)
        #expect(redux.forks == 15_198)
        #expect(redux.openIssues == 39)
        #expect(redux.language == "TypeScript")
        #expect(redux.summary == "A JS library for predictable global state management")
        #expect(redux.webURL?.absoluteString == "https://github.com/reduxjs/redux")
        #expect(redux.updatedAt == ISO8601DateFormatter().date(from: "2026-08-20T02:41:39Z"))
        var all: [Repository] = []
        var page: PageRequest? = try PageRequest(number: 1, size: 100)
        while let request = page {
            let found = try await catalog.publicRepositories(page: request)
            all += found.items
            page = found.next
        }
        #expect(all.count == count)
        #expect(all.allSatisfy { !$0.isSynthetic && $0.stars > 0 && !$0.owner.login.hasPrefix("synthetic-") })
        #expect(all.first?.fullName == "codecrafters-io/build-your-own-x", "the most starred first")
        let reopened = try OfflineCatalog.open(at: url, seed: seed)
        #expect(try await reopened.count() == count)
    }

    @Test("in the shipped catalog, a search finds what a person meant first: the exact name, ties broken by stars", arguments: [
        ("redux", "reduxjs/redux", 0),
        ("react", "react/react", 0),
        ("swift", "swiftlang/swift", 2),
        ("alamofire", "Alamofire/Alamofire", 0),
        ("vapor", "vapor/vapor", 0),
    ])
    func rankingOnRealData(query: String, expected: String, atMost position: Int) async throws {
        let seed = try #require(CatalogSeedResource.url)
        let catalog = try OfflineCatalog.open(at: directory.file("ranked.sqlite"), seed: seed)
        let found = try await catalog.search(SearchQuery(query), page: .first).items.map(\.fullName)
        let index = try #require(found.firstIndex(of: expected), "\(query): \(found.prefix(5))")
        #expect(index <= position, "\(query): \(found.prefix(5))")
    }

    @Test("a seed file that is not valid fails with a storage error")
    func badSeed() throws {
        let seed = directory.file("seed.json")
        try Data("{\"format\": 1, \"repositories\": [{\"owner\": 3}]}".utf8).write(to: seed)
        #expect(throws: DataSourceError.self) { try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: seed) }
    }

    @Test("a damaged catalog file is reported and left untouched")
    func corruptFile() throws {
        let url = directory.file("garbage.sqlite")
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: url)
        #expect {
            try OfflineCatalog.open(at: url, seed: nil)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(url.path) && detail.contains("left untouched")
        }
        #expect(try Data(contentsOf: url) == garbage)
    }

    @Test("a seeded catalog whose table root pages are zeroed is refused before anything is written: not one byte changes (12 did: GRDB's open writes, and the migrator read an empty migrations table)",
          arguments: ["grdb_migrations", "catalog_meta", "repository", "live_copy"])
    func damagedTableLeftUntouched(table: String) throws {
        let url = directory.file("seeded-\(table).sqlite")
        do { _ = try OfflineCatalog.open(at: url) } // seeded, then closed
        let healthy = try Data(contentsOf: url)
        let pageSize = Int(healthy[16]) << 8 | Int(healthy[17])
        let queue = try DatabaseQueue(path: url.path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        let root = try #require(try queue.read { db in try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) })
        try queue.close()
        var damaged = healthy
        damaged.replaceSubrange(((root - 1) * pageSize)..<(root * pageSize), with: Data(count: pageSize))
        try damaged.write(to: url)
        #expect {
            try OfflineCatalog.check(at: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(url.path) && detail.contains("left untouched")
        }
        #expect(throws: DataSourceError.self) { try OfflineCatalog.open(at: url) }
        #expect(try Data(contentsOf: url) == damaged, "not one byte of the damaged file changed")
    }
}
