import Foundation
import GitHubBrowserCatalogSeed
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GRDB
import Testing

@Suite("OfflineCatalog seed import")
struct CatalogSeedImportTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    /// The shipped seed decoded record by record with Foundation, the way the catalog read it
    /// before the import moved into SQL: the reference the import must agree with.
    struct ReferenceRecord: Decodable {
        var owner: String
        var name: String
        var description: String?
        var language: String?
        var stars: Int
        var forks: Int
        var openIssues: Int
        var licence: String?
        var topics: [String]
        var updatedAt: Double?
        var url: String?
        var isSynthetic: Bool

        var repository: Repository {
            Repository(
                id: RepositoryID(owner: owner, name: name), summary: description, language: language,
                stars: stars, forks: forks, openIssues: openIssues, licence: licence, topics: topics,
                updatedAt: updatedAt.map { Date(timeIntervalSince1970: $0) }, webURL: url.flatMap { URL(string: $0) },
                isSynthetic: isSynthetic
            )
        }
    }

    struct ReferenceFile: Decodable {
        var repositories: [ReferenceRecord]
    }

    func allPublicRepositories(of catalog: OfflineCatalog) async throws -> [Repository] {
        var all: [Repository] = []
        var request: PageRequest? = .first(size: PageRequest.maximumSize)
        while let current = request {
            let page = try await catalog.publicRepositories(page: current)
            all += page.items
            request = page.next
        }
        return all
    }

    func seed(_ json: String, named name: String = "seed.json") throws -> URL {
        let url = directory.file(name)
        try Data(json.utf8).write(to: url)
        return url
    }

    static func record(_ owner: String, _ name: String, stars: Int = 1, topics: String = "[\"a\", \"b\"]") -> String {
        """
        {"owner": "\(owner)", "name": "\(name)", "description": "About \(name)", "language": "Swift", "stars": \(stars),
         "forks": 2, "openIssues": 3, "licence": "MIT", "topics": \(topics), "updatedAt": 1700000000.5,
         "url": "https://example.com/\(owner)/\(name)", "isSynthetic": false, "extra": [1, 2]}
        """
    }

    @Test("the imported catalog holds exactly the shipped seed's repositories and answers the same searches as one built record by record")
    func sameDataAsRecordByRecord() async throws {
        let seedURL = try #require(CatalogSeedResource.url)
        let imported = try OfflineCatalog.open(at: directory.file("imported.sqlite"), seed: seedURL)
        let reference = try OfflineCatalog.open(at: directory.file("reference.sqlite"), seed: nil)
        let records = try JSONDecoder().decode(ReferenceFile.self, from: Data(contentsOf: seedURL)).repositories
        try await reference.upsert(records.map(\.repository))

        let importedAll = try await allPublicRepositories(of: imported)
        #expect(importedAll.count == records.count)
        #expect(importedAll == records.map(\.repository))
        #expect(try await allPublicRepositories(of: reference) == importedAll)
        for text in ["swift", "redux", "react", "alamofire", "machine learning", "network", "a", "zig server", "swift-nio", "ios"] {
            let query = try SearchQuery(text)
            for page in [PageRequest.first, try PageRequest(number: 2)] {
                let expected = try await reference.search(query, page: page)
                let found = try await imported.search(query, page: page)
                #expect(found.items == expected.items, "“\(text)” page \(page.number)")
                #expect((found.next == nil) == (expected.next == nil), "“\(text)” page \(page.number)")
            }
        }
    }

    @Test("a failure part way through the import leaves no half catalog, and the next open imports the whole seed")
    func atomic() async throws {
        let seedURL = try #require(CatalogSeedResource.url)
        let url = directory.file("catalog.sqlite")
        _ = try OfflineCatalog.open(at: url, seed: nil)
        // Make SQLite fail in the middle of the import, after 1,500 rows went in: what a crash
        // or a full disk at that moment would leave is what this transaction leaves.
        do {
            let saboteur = try DatabaseQueue(path: url.path)
            try await saboteur.write { db in
                try db.execute(sql: """
                    CREATE TRIGGER fail_midway BEFORE INSERT ON repository
                    WHEN (SELECT count(*) FROM repository) >= 1500
                    BEGIN SELECT RAISE(ABORT, 'simulated failure mid-import'); END
                    """)
            }
        }
        #expect {
            try OfflineCatalog.open(at: url, seed: seedURL)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains("simulated failure mid-import") && detail.contains(url.path)
        }
        let afterFailure = try OfflineCatalog.open(at: url, seed: nil)
        #expect(try await afterFailure.count() == 0)
        #expect(try await afterFailure.search(SearchQuery("swift"), page: .first).items.isEmpty)
        let marks = try await DatabaseQueue(path: url.path).read { db in try String.fetchAll(db, sql: "SELECT key FROM catalog_meta") }
        #expect(marks.isEmpty, "not marked seeded")

        try await DatabaseQueue(path: url.path).write { db in try db.execute(sql: "DROP TRIGGER fail_midway") }
        let reopened = try OfflineCatalog.open(at: url, seed: seedURL)
        let records = try JSONDecoder().decode(ReferenceFile.self, from: Data(contentsOf: seedURL)).repositories
        #expect(try await reopened.count() == records.count)
    }

    @Test("keys are lowercased the way look-ups lowercase them, beyond ASCII")
    func unicodeKeys() async throws {
        let url = try seed(#"{"format": 1, "repositories": [\#(Self.record("Ärger", "Straße"))]}"#)
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: url)
        let found = try await catalog.repository(owner: "ÄRGER", name: "STRAßE")
        #expect(found.fullName == "Ärger/Straße")
        #expect(found.topics == ["a", "b"])
        #expect(found.updatedAt == Date(timeIntervalSince1970: 1700000000.5))
        #expect(found.webURL == URL(string: "https://example.com/Ärger/Straße"))
    }

    @Test("a record without its optional fields imports with them empty; topics keep their order")
    func optionalFields() async throws {
        let url = try seed("""
            {"format": 1, "repositories": [
              {"owner": "o", "name": "bare", "stars": 0, "forks": 0, "openIssues": 0, "topics": [], "isSynthetic": true},
              {"owner": "o", "name": "nulls", "description": null, "language": null, "stars": 5, "forks": 0,
               "openIssues": 0, "licence": null, "topics": ["z", "y", "x", "w"], "updatedAt": null, "url": null, "isSynthetic": false}
            ]}
            """)
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: url)
        let bare = try await catalog.repository(owner: "o", name: "bare")
        #expect(bare == Repository(id: RepositoryID(owner: "o", name: "bare"), isSynthetic: true))
        let nulls = try await catalog.repository(owner: "o", name: "nulls")
        #expect(nulls == Repository(id: RepositoryID(owner: "o", name: "nulls"), stars: 5, topics: ["z", "y", "x", "w"]))
    }

    @Test("a seed that names a repository twice (ignoring case) keeps the last record, like upsert")
    func duplicates() async throws {
        let url = try seed(#"{"format": 1, "repositories": [\#(Self.record("o", "Twice", stars: 1)), \#(Self.record("O", "twice", stars: 9))]}"#)
        let catalog = try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: url)
        #expect(try await catalog.count() == 1)
        #expect(try await catalog.repository(owner: "o", name: "twice").stars == 9)
        #expect(try await catalog.search(SearchQuery("twice"), page: .first).items.map(\.fullName) == ["O/twice"])
    }

    @Test("a seed imported into a catalog that holds repositories: new ones and changed ones are found by their new text only, the full-text index stays sound, and later writes are indexed")
    func importIntoFilledCatalog() async throws {
        let catalogURL = directory.file("c.sqlite")
        let catalog = try OfflineCatalog.open(at: catalogURL, seed: nil)
        try await catalog.upsert([
            Repository(id: RepositoryID(owner: "o", name: "kept"), summary: "quokka", stars: 4),
            Repository(id: RepositoryID(owner: "o", name: "changed"), summary: "wombat", stars: 5),
        ])
        let url = try seed(#"{"format": 1, "repositories": [\#(Self.record("o", "changed", stars: 7)), \#(Self.record("o", "new", stars: 6))]}"#)
        #expect(try await catalog.importSeed(from: url) == 2)
        func names(_ text: String) async throws -> [String] {
            try await catalog.search(SearchQuery(text), page: .first).items.map(\.fullName)
        }
        #expect(try await names("wombat").isEmpty, "the changed repository's old text is gone from the index")
        #expect(try await names("About changed") == ["o/changed"])
        #expect(try await names("About new") == ["o/new"])
        #expect(try await names("quokka") == ["o/kept"])
        try await catalog.upsert([Repository(id: RepositoryID(owner: "o", name: "later"), summary: "numbat", stars: 1)])
        #expect(try await names("numbat") == ["o/later"], "the insert trigger is back after the import")
        let queue = try DatabaseQueue(path: catalogURL.path)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO repository_fts (repository_fts) VALUES ('integrity-check')")
        }
    }

    static let badSeeds: [(json: String, problem: String)] = [
        ("{\"format\": 1, \"repositories\": [", "it is not JSON"),
        ("[1, 2]", "it is not a JSON object"),
        ("{\"repositories\": []}", "\"format\" is missing"),
        ("{\"format\": \"1\", \"repositories\": []}", "\"format\" must be an integer"),
        ("{\"format\": 2, \"repositories\": []}", "has format 2; this build reads format 1"),
        ("{\"format\": 1, \"repositories\": {}}", "\"repositories\" must be an array"),
        ("{\"format\": 1, \"repositories\": [\(record("a", "ok")), 7]}", "record 1 (counting from 0) must be an object"),
        ("{\"format\": 1, \"repositories\": [{\"owner\": 3}]}", "record 0 (counting from 0), \"owner\" must be a string"),
        ("{\"format\": 1, \"repositories\": [\(record("a", "ok")), {\"owner\": \"o\", \"name\": \"n\", \"stars\": \"12\"}]}", "record 1 (counting from 0), \"stars\" must be an integer"),
        ("{\"format\": 1, \"repositories\": [\(record("a", "ok", topics: "[\"x\", 1]"))]}", "record 0 (counting from 0), \"topics[1]\" must be a string"),
        ("{\"format\": 1, \"repositories\": [\(record("a", "ok", topics: "\"x\""))]}", "\"topics\" must be an array"),
        ("{\"format\": 1, \"repositories\": [{\"owner\": \"o\", \"name\": \"n\", \"stars\": 0, \"forks\": 0, \"openIssues\": 0, \"topics\": []}]}", "record 0 (counting from 0), \"isSynthetic\" is missing"),
    ]

    @Test("a seed that breaks the format is refused, naming the file, the record and the field; nothing is imported", arguments: badSeeds)
    func badSeed(json: String, problem: String) async throws {
        let url = try seed(json)
        let catalogURL = directory.file("c.sqlite")
        #expect {
            try OfflineCatalog.open(at: catalogURL, seed: url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(url.path) && detail.contains(problem)
        }
        #expect(try await OfflineCatalog.open(at: catalogURL, seed: nil).count() == 0)
    }

    @Test("a seed file that cannot be read is reported by path")
    func unreadable() {
        let missing = directory.file("missing.json")
        #expect {
            try OfflineCatalog.open(at: directory.file("c.sqlite"), seed: missing)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            return detail.contains(missing.path) && detail.contains("cannot be read")
        }
    }

    @Test("a catalog built with upsert and marked seeded is never given the shipped seed")
    func markSeeded() async throws {
        let seedURL = try #require(CatalogSeedResource.url)
        let url = directory.file("own.sqlite")
        let own = try OfflineCatalog.open(at: url, seed: nil)
        try await own.upsert([Repository(id: RepositoryID(owner: "me", name: "only"))])
        try await own.markSeeded(source: "my-import")
        #expect(try await OfflineCatalog.open(at: url, seed: seedURL).count() == 1)
    }
}
