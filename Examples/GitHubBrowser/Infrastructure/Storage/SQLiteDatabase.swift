import Foundation
import GitHubBrowserDomain
import GRDB

/// Opens GRDB database pools the way every store of the browser needs them: WAL mode, migrations,
/// a schema version, and clear errors for files that are not (or no longer) ours — never replacing
/// or deleting them.
enum SQLiteDatabase {
    /// Opens (creating if needed) the database at `url`, then runs `migrator`.
    /// - Parameter what: how error messages name this database ("favourites database").
    /// - Throws: `DataSourceError/storage(detail:)` with a message that names the file and says
    ///   what to do.
    static func openPool(at url: URL, migrator: DatabaseMigrator, what: String) throws -> DatabasePool {
        let path = url.path
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DataSourceError.storage(detail: "Cannot create the folder \(directory.path) for the \(what): \(error.localizedDescription)")
        }
        if FileManager.default.fileExists(atPath: path), !FileManager.default.isReadableFile(atPath: path) {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be read (check its permissions). It was left untouched.")
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            let pool = try DatabasePool(path: path, configuration: configuration)
            try pool.write { db in
                // Touch the schema so a file that is not SQLite fails here, before any migration.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            }
            if try pool.read({ db in try migrator.hasBeenSuperseded(db) }) {
                throw DataSourceError.storage(detail: "The \(what) at \(path) was written by a newer version of the app. It was left untouched; use that version, or pass another --database.")
            }
            try migrator.migrate(pool)
            return pool
        } catch let error as DataSourceError {
            throw error
        } catch let error as DatabaseError {
            throw storageError(error, path: path, what: what)
        } catch {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be opened: \(error)")
        }
    }

    /// Describes a SQLite error for a user, naming the file.
    static func storageError(_ error: DatabaseError, path: String, what: String) -> DataSourceError {
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            .storage(detail: "The \(what) at \(path) is damaged or is not a SQLite database (\(error.message ?? "\(error.resultCode)")). It was left untouched: move it away to start afresh, or pass another --database.")
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
            .storage(detail: "The \(what) at \(path) cannot be opened for reading and writing (\(error.message ?? "\(error.resultCode)")). It was left untouched; check the file's permissions.")
        case .SQLITE_FULL, .SQLITE_IOERR:
            .storage(detail: "The \(what) at \(path) cannot be written (\(error.message ?? "\(error.resultCode)")); the disk may be full.")
        default:
            .storage(detail: "The \(what) at \(path) failed: \(error.message ?? "\(error.resultCode)").")
        }
    }

    /// Runs a database operation, turning GRDB errors into `DataSourceError/storage(detail:)`.
    static func guarded<Value>(path: String, what: String, _ operation: () async throws -> Value) async throws -> Value {
        do {
            return try await operation()
        } catch let error as DatabaseError {
            throw storageError(error, path: path, what: what)
        }
    }
}
