import Foundation
import GitHubBrowserDomain
import GRDB

/// Opens GRDB database pools the way every store of the browser needs them: private files, WAL
/// mode, migrations, a schema version, and clear errors for files that are not (or no longer)
/// ours — never replacing, altering or deleting them.
enum SQLiteDatabase {
    /// Opens (creating if needed) the database at `url` as `identity`'s database, then runs its
    /// migrations.
    ///
    /// Before SQLite sees the path: something that is not a regular file (a FIFO, a device, a
    /// folder) is refused without being opened; missing folders are created 0700; a new file is
    /// created 0600 (so SQLite gives its WAL, shared-memory and journal files the same
    /// permissions) and stamped with the identity's application id; an existing file must be
    /// ours (see ``DatabaseFileInspection``) — then it and its companions are made 0600.
    /// - Throws: `DataSourceError/storage(detail:)` with a message that names the file and says
    ///   what to do.
    static func openPool(at url: URL, identity: DatabaseIdentity) throws -> DatabasePool {
        let path = url.path
        let what = identity.what
        var isNew = false
        var verdict = DatabaseFileInspection.Verdict.unstamped
        do {
            var status = try PrivateFiles.status(path)
            try refuseUnusable(status, path: path, what: what)
            if status.kind == .missing {
                let folder = url.deletingLastPathComponent()
                do {
                    try PrivateFiles.makeFolder(folder)
                } catch {
                    throw DataSourceError.storage(detail: "Cannot create the folder \(folder.path) for the \(what): \(error.description).")
                }
                isNew = try PrivateFiles.createPrivateFile(path)
                if !isNew {
                    // Something appeared meanwhile: look at it as at any existing file.
                    status = try PrivateFiles.status(path)
                    try refuseUnusable(status, path: path, what: what)
                }
            }
            if isNew {
                try stamp(path, identity: identity)
                verdict = .stamped
            } else {
                try refuseOtherUsers(status, path: path, what: what)
                verdict = try DatabaseFileInspection.inspect(path, size: status.size, as: identity)
                try makePrivate(path, status: status, what: what)
            }
        } catch let error as PrivateFiles.PathProblem {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be used: \(error.description).")
        } catch let error as DatabaseError {
            throw storageError(error, path: path, what: what)
        }
        do {
            var configuration = Configuration()
            configuration.busyMode = .timeout(5)
            if identity.securelyDeletes {
                configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA secure_delete = ON") }
            }
            let pool = try DatabasePool(path: path, configuration: configuration)
            try pool.write { db in
                // Touch the schema so a file that is not SQLite fails here, before any migration.
                _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            }
            if try pool.read({ db in try identity.migrator.hasBeenSuperseded(db) }) {
                throw DataSourceError.storage(detail: "The \(what) at \(path) was written by a newer version of the app. It was left untouched; use that version, or pass another --database.")
            }
            try identity.migrator.migrate(pool)
            if verdict == .unstamped {
                try pool.writeWithoutTransaction { db in
                    try db.execute(sql: "PRAGMA application_id = \(identity.applicationID)")
                }
            }
            return pool
        } catch let error as DataSourceError {
            throw error
        } catch let error as DatabaseError {
            throw storageError(error, path: path, what: what)
        } catch {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be opened: \(error)")
        }
    }

    /// Refuses a path that names something other than a regular file (or nothing).
    private static func refuseUnusable(_ status: PrivateFiles.Status, path: String, what: String) throws {
        switch status.kind {
        case .missing, .regularFile:
            return
        case .folder:
            throw DataSourceError.storage(detail: "\(path) is a folder, not a database file: pass the path of the \(what) file. Nothing was changed.")
        default:
            throw DataSourceError.storage(detail: "\(path) is not a regular file (it is \(status.kind.description)): it cannot be the \(what). Nothing was opened or created.")
        }
    }

    /// Refuses a file that belongs to another user: the browser would keep a token in it.
    private static func refuseOtherUsers(_ status: PrivateFiles.Status, path: String, what: String) throws {
        guard status.owner == PrivateFiles.currentUser else {
            throw DataSourceError.storage(detail: "The \(what) at \(path) belongs to another user (uid \(status.owner)). It was left untouched; pass a path of your own.")
        }
        guard access(path, R_OK | W_OK) == 0 else {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be read and written (check its permissions). It was left untouched.")
        }
    }

    /// Makes an existing database of ours, and the WAL, shared-memory and journal files next to
    /// it, readable and writable by their owner only. Companions that are links or not regular
    /// files, or that belong to another user, are refused: SQLite would open them.
    private static func makePrivate(_ path: String, status: PrivateFiles.Status, what: String) throws {
        var companions: [(path: String, status: PrivateFiles.Status)] = []
        for suffix in PrivateFiles.companionSuffixes {
            let companion = path + suffix
            let companionStatus = try PrivateFiles.status(companion, followingLinks: false)
            switch companionStatus.kind {
            case .missing:
                continue
            case .regularFile where companionStatus.owner == PrivateFiles.currentUser:
                companions.append((companion, companionStatus))
            case .regularFile:
                throw DataSourceError.storage(detail: "\(companion), next to the \(what), belongs to another user (uid \(companionStatus.owner)). The database was left untouched; remove that file or pass another path.")
            default:
                throw DataSourceError.storage(detail: "\(companion), next to the \(what), is not a regular file (it is \(companionStatus.kind.description)). The database was left untouched; remove that file or pass another path.")
            }
        }
        try PrivateFiles.restrict(path, to: PrivateFiles.fileMode, current: status.mode)
        for companion in companions {
            try PrivateFiles.restrict(companion.path, to: PrivateFiles.fileMode, current: companion.status.mode)
        }
    }

    /// Writes the identity's application id into a new, empty file's header, in SQLite's rollback
    /// mode (so the id is in the file itself before WAL mode keeps changes in a WAL).
    private static func stamp(_ path: String, identity: DatabaseIdentity) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA application_id = \(identity.applicationID)")
        }
        try queue.close()
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
