import Foundation
import GitHubBrowserDomain
import GRDB

/// The database of what belongs to the person using the browser: favourites and the signed-in
/// session (`browser.sqlite` in the ``DataDirectory``).
///
/// Open it once at start-up and hand it to ``SQLiteFavouritesStore`` and ``SQLiteSessionStore``.
/// It uses WAL mode and versioned migrations; a damaged, unreadable or newer-version file makes
/// ``open(at:)`` throw `DataSourceError/storage(detail:)` and is never replaced or deleted.
public final class UserDatabase: Sendable {
    /// The schema version this build writes (also stored in `PRAGMA user_version`).
    public static let schemaVersion = 1

    /// Where the database file is.
    public let url: URL
    let pool: DatabasePool

    private init(url: URL, pool: DatabasePool) {
        self.url = url
        self.pool = pool
    }

    /// Opens (creating if needed) the database at `url` and brings its schema up to date.
    /// - Throws: `DataSourceError/storage(detail:)` when the file cannot be used.
    public static func open(at url: URL) throws -> UserDatabase {
        let pool = try SQLiteDatabase.openPool(at: url, migrator: migrator, what: "favourites database")
        // The session holds a token: keep the file private to its owner.
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        return UserDatabase(url: url, pool: pool)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: favourites and session") { db in
            try db.execute(sql: """
                CREATE TABLE favourite (
                    ownerKey TEXT NOT NULL,
                    nameKey TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    repository BLOB NOT NULL,
                    PRIMARY KEY (ownerKey, nameKey)
                );
                CREATE TABLE session (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    token TEXT NOT NULL,
                    account BLOB NOT NULL
                );
                PRAGMA user_version = 1;
                """)
        }
        return migrator
    }

    /// Runs `operation`, reporting SQLite failures as storage errors that name this file.
    func guarded<Value>(_ operation: () async throws -> Value) async throws -> Value {
        try await SQLiteDatabase.guarded(path: url.path, what: "favourites database", operation)
    }
}
