import Foundation
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import GRDB
import Testing

/// `--database` (or `--catalog`) naming another program's SQLite file: the browser refuses it with
/// a message naming the file and the reason, and changes nothing — no tables, no WAL switch, no
/// `user_version`, no chmod, no file left next to it.
@Suite("Foreign databases")
struct ForeignDatabaseTests {
    /// Another program's database: its own table and user_version, in rollback or WAL mode,
    /// with or without an application id of its own.
    static func makeForeignDatabase(at url: URL, wal: Bool, applicationID: Int32 = 0) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { db in
            if applicationID != 0 { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
            if wal { try db.execute(sql: "PRAGMA journal_mode = WAL") }
            try db.execute(sql: """
                CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
                INSERT INTO note (body) VALUES ('buy milk'), ('call Ann');
                PRAGMA user_version = 7;
                """)
        }
        try queue.close()
        #expect(chmod(url.path, 0o644) == 0)
    }

    enum Opener: String, CaseIterable, CustomTestStringConvertible {
        case userDatabase, catalog
        var testDescription: String { rawValue }

        func open(_ url: URL) throws {
            switch self {
            case .userDatabase: _ = try UserDatabase.open(at: url)
            case .catalog: _ = try OfflineCatalog.open(at: url, seed: nil)
            }
        }
    }

    /// Opens `url` with `opener`, expects a refusal that names the file and says why (`reason`),
    /// and expects the folder exactly as it was.
    static func expectRefused(
        _ url: URL, by opener: Opener, reason: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = url.deletingLastPathComponent()
        let before = FileFacts.snapshot(folder)
        #expect(sourceLocation: sourceLocation) {
            try opener.open(url)
        } throws: { error in
            guard case let .storage(detail) = error as? DataSourceError else { return false }
            #expect(detail.contains(url.path) && detail.contains(reason) && detail.contains("left untouched"), "\(detail)", sourceLocation: sourceLocation)
            return true
        }
        #expect(FileFacts.snapshot(folder) == before, "the folder is exactly as it was", sourceLocation: sourceLocation)
    }

    @Test("another program's database is refused and left byte for byte as it was",
          arguments: Opener.allCases, [false, true])
    func foreignDatabase(opener: Opener, wal: Bool) throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("notes.db")
        try Self.makeForeignDatabase(at: url, wal: wal)
        Self.expectRefused(url, by: opener, reason: "not a GitHub Browser database")
    }

    @Test("a database with another program's application id is refused", arguments: Opener.allCases)
    func foreignApplicationID(opener: Opener) throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("other.db")
        try Self.makeForeignDatabase(at: url, wal: true, applicationID: 0x0F10_5EED)
        Self.expectRefused(url, by: opener, reason: "application id")
    }

    @Test("the catalog is not taken for the favourites database, nor the favourites database for the catalog")
    func ourOtherDatabase() throws {
        let directory = try TemporaryDirectory()
        let catalog = directory.file("catalog.sqlite")
        let user = directory.file("browser.sqlite")
        do {
            _ = try OfflineCatalog.open(at: catalog, seed: nil)
            _ = try UserDatabase.open(at: user)
        }
        Self.expectRefused(catalog, by: .userDatabase, reason: "offline catalog")
        Self.expectRefused(user, by: .catalog, reason: "favourites database")
    }

    @Test("a WAL next to the database that is a symbolic link is refused, and nothing is changed")
    func companionLink() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        _ = try UserDatabase.open(at: url)
        let elsewhere = directory.file("elsewhere")
        try Data().write(to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: url.path + "-wal", withDestinationPath: elsewhere.path)
        Self.expectRefused(url, by: .userDatabase, reason: "browser.sqlite-wal, next to the favourites database, is not a regular file (it is a symbolic link)")
    }

    @Test("an empty file, as `touch` makes, becomes the database")
    func emptyFile() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let store = try SQLiteFavouritesStore(at: url)
        try await store.add(Repository(id: RepositoryID(owner: "o", name: "n")))
        #expect(try await store.all().count == 1)
    }
}

/// Databases made before the browser stamped its files with an application id: our tables and
/// nothing else. They keep working, and get stamped.
@Suite("Databases from before application ids")
struct UnstampedDatabaseTests {
    /// Removes the application id, as a database made by the previous version had none.
    static func unstamp(_ url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "PRAGMA application_id = 0") }
        try queue.close()
    }

    static func applicationID(_ url: URL) throws -> Int32 {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0 }
    }

    @Test("a previous version's favourites database opens, keeps its favourites and gets stamped")
    func userDatabase() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        do {
            try await SQLiteFavouritesStore(at: url).add(Repository(id: RepositoryID(owner: "o", name: "kept")))
        }
        try Self.unstamp(url)
        #expect(try Self.applicationID(url) == 0)
        let store = try SQLiteFavouritesStore(at: url)
        #expect(try await store.all().map(\.name) == ["kept"])
        #expect(try Self.applicationID(url) != 0)
    }

    @Test("a previous version's catalog opens, keeps its repositories and gets stamped")
    func catalog() async throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("catalog.sqlite")
        do {
            let catalog = try OfflineCatalog.open(at: url, seed: nil)
            try await catalog.upsert([Repository(id: RepositoryID(owner: "o", name: "kept"))])
        }
        try Self.unstamp(url)
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        #expect(try await catalog.count() == 1)
        #expect(try Self.applicationID(url) != 0)
    }

    @Test("a previous version's database killed before a checkpoint (its tables only in the WAL) opens")
    func tablesOnlyInTheWAL() async throws {
        let directory = try TemporaryDirectory()
        let crashed = try TemporaryDirectory()
        let url = directory.file("browser.sqlite")
        // A blank database in WAL mode, its tables written to the WAL only, as the previous
        // version made it; copied while open, as a SIGKILL would leave it.
        let pool = try DatabasePool(path: url.path)
        try await pool.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
        }
        try await pool.write { db in
            try db.execute(sql: """
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('v1: favourites and session');
                CREATE TABLE favourite (
                    ownerKey TEXT NOT NULL, nameKey TEXT NOT NULL, position INTEGER NOT NULL,
                    repository BLOB NOT NULL, PRIMARY KEY (ownerKey, nameKey));
                CREATE TABLE session (id INTEGER PRIMARY KEY CHECK (id = 1), token TEXT NOT NULL, account BLOB NOT NULL);
                PRAGMA user_version = 1;
                """)
        }
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: url.path + suffix), to: crashed.file("browser.sqlite" + suffix))
        }
        try pool.close()
        let copy = crashed.file("browser.sqlite")
        #expect(try DatabaseFileInspection.readFacts(copy.path, immutable: true).tables.isEmpty, "the main file alone shows no table")
        let store = try SQLiteFavouritesStore(at: copy)
        #expect(try await store.toggle(Repository(id: RepositoryID(owner: "o", name: "n"))))
        #expect(try Self.applicationID(copy) != 0)
    }

    @Test("another program's database whose tables are only in its WAL is refused, and left as it was")
    func foreignTablesOnlyInTheWAL() async throws {
        let directory = try TemporaryDirectory()
        let crashed = try TemporaryDirectory()
        let url = directory.file("notes.db")
        let pool = try DatabasePool(path: url.path)
        try await pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
        try await pool.write { db in try db.execute(sql: "CREATE TABLE note (body TEXT)") }
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: url.path + suffix), to: crashed.file("notes.db" + suffix))
        }
        try pool.close()
        ForeignDatabaseTests.expectRefused(crashed.file("notes.db"), by: .userDatabase, reason: "it holds the table note")
    }
}
