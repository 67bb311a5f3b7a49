import Foundation
import GitHubBrowserDomain
import GRDB

/// Opens GRDB database pools the way every store of the browser needs them: private files, WAL
/// mode, migrations, a schema version, and clear errors for files that are not (or no longer)
/// ours — never replacing, altering or deleting them.
enum SQLiteDatabase {
    /// What a path holds, once checked by ``check(_:identity:)``.
    enum Checked {
        /// Nothing: the database is to be created.
        case missing
        /// A regular file of the current user that is the identity's database, healthy, with the
        /// companions (WAL, shared-memory, journal files) next to it.
        case existing(PrivateFiles.Status, DatabaseFileInspection.Verdict, companions: [(path: String, status: PrivateFiles.Status)])
    }

    /// Checks, without creating, changing or opening anything for writing, that `url` can be
    /// opened as `identity`'s database: nothing is there (and no link to nothing), or a regular
    /// file of the current user that is that database (see ``DatabaseFileInspection``), readable
    /// and not damaged, with no companion that is a link, not a regular file or another user's.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and saying what to do; the
    ///   file and its folder are left as they were.
    static func check(_ url: URL, identity: DatabaseIdentity) throws -> Checked {
        let path = url.path
        let what = identity.what
        do {
            let status = try PrivateFiles.status(path)
            try refuseUnusable(status, path: path, what: what)
            if status.kind == .missing {
                try refuseDanglingLink(path, what: what)
                return .missing
            }
            try refuseOtherUsers(status, path: path, what: what)
            let companions = try companions(of: path, what: what)
            let verdict = try DatabaseFileInspection.inspect(path, size: status.size, as: identity)
            return .existing(status, verdict, companions: companions)
        } catch let error as PrivateFiles.PathProblem {
            throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be used: \(error.description).")
        } catch let error as DatabaseError {
            throw storageError(error, path: path, what: what)
        }
    }

    /// Opens (creating if needed) the database at `url` as `identity`'s database, then runs its
    /// migrations.
    ///
    /// Before SQLite sees the path, ``check(_:identity:)`` looks at it, writing nothing: something
    /// that is not a regular file (a FIFO, a device, a folder, a link to nothing) is refused
    /// without being opened, and an existing file must be ours and healthy. Only then: missing
    /// folders are created 0700; a new file is created 0600 (so SQLite gives its WAL,
    /// shared-memory and journal files the same permissions) and stamped with the identity's
    /// application id; an existing file and its companions are made 0600.
    /// - Throws: `DataSourceError/storage(detail:)` with a message that names the file and says
    ///   what to do.
    static func openPool(at url: URL, identity: DatabaseIdentity) throws -> DatabasePool {
        let path = url.path
        let what = identity.what
        var verdict = DatabaseFileInspection.Verdict.unstamped
        do {
            var checked = try check(url, identity: identity)
            if case .missing = checked {
                let folder = url.deletingLastPathComponent()
                do {
                    try PrivateFiles.makeFolder(folder)
                } catch {
                    throw DataSourceError.storage(detail: "Cannot create the folder \(folder.path) for the \(what): \(error.description).")
                }
                if try PrivateFiles.createPrivateFile(path) {
                    try stamp(path, identity: identity)
                    verdict = .stamped
                } else {
                    // Something appeared meanwhile: look at it as at any existing file.
                    checked = try check(url, identity: identity)
                    if case .missing = checked {
                        throw DataSourceError.storage(detail: "The \(what) at \(path) cannot be created: something else is creating and removing it. Nothing was changed; try again.")
                    }
                }
            }
            if case let .existing(status, found, companions) = checked {
                verdict = found
                try PrivateFiles.restrict(path, to: PrivateFiles.fileMode, current: status.mode)
                for companion in companions {
                    try PrivateFiles.restrict(companion.path, to: PrivateFiles.fileMode, current: companion.status.mode)
                }
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

    /// Refuses a path where nothing is because it is a symbolic link to a file that does not
    /// exist: SQLite would create that file, wherever the link points.
    private static func refuseDanglingLink(_ path: String, what: String) throws {
        guard try PrivateFiles.status(path, followingLinks: false).kind == .symbolicLink else { return }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &target, target.count - 1)
        let destination = count > 0 ? String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "a path"
        throw DataSourceError.storage(detail: "\(path) is a symbolic link to \(destination), which does not exist: it cannot be the \(what). Nothing was created; remove the link, or pass the path of the \(what) itself.")
    }

    /// The WAL, shared-memory and journal files next to an existing database of ours, to be made
    /// readable and writable by their owner only with it. Companions that are links or not
    /// regular files, or that belong to another user, are refused: SQLite would open them.
    private static func companions(of path: String, what: String) throws -> [(path: String, status: PrivateFiles.Status)] {
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
        return companions
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
