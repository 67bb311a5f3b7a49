import Foundation
import GitHubBrowserDomain
import GRDB

/// The database of what belongs to the person using the browser: favourites and the signed-in
/// session (`browser.sqlite` in the ``DataDirectory``).
///
/// Open it once at start-up and hand it to ``SQLiteFavouritesStore`` and ``SQLiteSessionStore``.
/// It uses WAL mode and versioned migrations; a damaged, unreadable, newer-version or foreign file
/// makes ``open(at:)`` throw `DataSourceError/storage(detail:)` and is never replaced, altered or
/// deleted. Damage is looked for when it is opened: every page is read (`PRAGMA quick_check`,
/// read-only) before anything writes to it.
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
    ///
    /// The session holds a token, so the file, its WAL and shared-memory files are readable and
    /// writable by their owner only (0600, folders the browser creates 0700), whatever the umask.
    /// A file that is not the browser's favourites database (another program's SQLite file, the
    /// offline catalog, a FIFO or a device) is refused and left as it was.
    public static func open(at url: URL) throws -> UserDatabase {
        let pool = try SQLiteDatabase.openPool(at: url, identity: identity)
        return UserDatabase(url: url, pool: pool)
    }

    /// Checks, changing nothing, that ``open(at:)`` can use `url`: nothing is there yet, or it is
    /// the browser's favourites database, healthy (read page by page). Call it before creating
    /// anything else, so that a file that is refused leaves no other file or folder behind.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and saying why it is refused
    ///   and what to do; the file is left as it was.
    public static func check(at url: URL) throws {
        _ = try SQLiteDatabase.check(url, identity: identity)
    }

    /// What the favourites database is: its name in messages, application id and migrations.
    static var identity: DatabaseIdentity {
        DatabaseIdentity(what: "favourites database", applicationID: DatabaseIdentity.userDatabaseID, migrator: migrator, securelyDeletes: true, checksIntegrity: true)
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
