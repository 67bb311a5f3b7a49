import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GRDB
import Testing

/// The four ranking tiers of the catalog's search, as a user meets them.
@Suite("OfflineCatalog ranking")
struct OfflineCatalogRankingTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static func repository(_ owner: String, _ name: String, _ summary: String? = nil, stars: Int = 0) -> Repository {
        Repository(id: RepositoryID(owner: owner, name: name), summary: summary, language: "Swift", stars: stars)
    }

    func names(_ catalog: OfflineCatalog, _ text: String, page: PageRequest = .first) async throws -> [String] {
        try await catalog.search(SearchQuery(text), page: page).items.map(\.fullName)
    }

    @Test("an exact name ranks above longer names that start with it, even when those have as many stars or more")
    func exactNameFirst() async throws {
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: nil)
        try await catalog.upsert([
            Self.repository("apple", "swift-nio-extras", stars: 500),
            Self.repository("apple", "swift-nio", stars: 500),
            Self.repository("apple", "swift-nio-ssl", stars: 900),
            Self.repository("someone", "my-swift-nio", stars: 5000),
        ])
        #expect(try await names(catalog, "swift-nio") == [
            "apple/swift-nio", "apple/swift-nio-ssl", "apple/swift-nio-extras", "someone/my-swift-nio",
        ])
        #expect(try await names(catalog, "SWIFT-NIO").first == "apple/swift-nio", "ignoring case")
        #expect(try await names(catalog, "swift nio").first == "apple/swift-nio-ssl", "words are not the exact name")
    }

    @Test("owner/name is an exact match too; the same name under other owners follows it")
    func ownerAndName() async throws {
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: nil)
        try await catalog.upsert([
            Self.repository("fork", "vapor", stars: 3),
            Self.repository("vapor", "vapor", "A web framework", stars: 2),
            Self.repository("vapor", "vapor-toolbox", stars: 900),
            Self.repository("other", "site", "Built with vapor", stars: 10_000),
        ])
        #expect(try await names(catalog, "Vapor/Vapor") == ["vapor/vapor", "vapor/vapor-toolbox", "fork/vapor", "other/site"])
        #expect(try await names(catalog, "vapor") == ["fork/vapor", "vapor/vapor", "vapor/vapor-toolbox", "other/site"])
    }

    @Test("pages run through the exact matches into the other tiers without gaps or repeats")
    func pagingAcrossTiers() async throws {
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: nil)
        // Five exact "kit" repositories with few stars, and many prefix and other matches with more.
        var repositories = (0..<5).map { Self.repository("owner\($0)", "kit", stars: $0) }
        repositories += (0..<7).map { Self.repository("prefix\($0)", "kit-\($0)", stars: 1000 + $0) }
        repositories += (0..<6).map { Self.repository("other\($0)", "my-kit-\($0)", stars: 2000 + $0) }
        repositories += (0..<4).map { Self.repository("text\($0)", "tool-\($0)", "A kit for things", stars: 3000 + $0) }
        try await catalog.upsert(repositories)
        var found: [String] = []
        var request: PageRequest? = .first(size: 3)
        while let current = request {
            let page = try await catalog.search(SearchQuery("kit"), page: current)
            found += page.items.map(\.fullName)
            request = page.next
        }
        let expected = (0..<5).reversed().map { "owner\($0)/kit" }
            + (0..<7).reversed().map { "prefix\($0)/kit-\($0)" }
            + (0..<6).reversed().map { "other\($0)/my-kit-\($0)" }
            + (0..<4).reversed().map { "text\($0)/tool-\($0)" }
        #expect(found == expected)
    }

    @Test("a catalog written before the name index gets it when opened")
    func migratesOlderCatalogs() async throws {
        let url = directory.file("old.sqlite")
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        try await catalog.upsert([Self.repository("a", "kit-extras", stars: 9), Self.repository("b", "kit", stars: 1)])
        // Turn the file back into what the first schema version wrote.
        let queue = try DatabaseQueue(path: url.path)
        try await queue.write { db in
            try db.execute(sql: """
                DROP INDEX repository_by_name;
                DROP TABLE live_copy;
                DELETE FROM grdb_migrations WHERE identifier LIKE 'v2:%' OR identifier LIKE 'v3:%';
                PRAGMA user_version = 1;
                """)
        }
        try queue.close()
        let reopened = try OfflineCatalog.open(at: url, seed: nil)
        #expect(try await names(reopened, "kit") == ["b/kit", "a/kit-extras"])
        let check = try DatabaseQueue(path: url.path)
        let indexed = try await check.read { db in try db.indexes(on: "repository").contains { $0.name == "repository_by_name" } }
        let version = try await check.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
        #expect(indexed)
        #expect(version == OfflineCatalog.schemaVersion)
    }
}
