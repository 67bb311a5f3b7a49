import Foundation
import GitHubBrowserDomain
import GRDB
import GRDBSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides, without changing a byte of it, whether an existing file is one of the browser's
/// databases — before SQLite opens it for writing (which would add a WAL, a shared-memory file and
/// a journal next to it, switch it to WAL mode and let migrations add tables).
///
/// The file's 100-byte header says whether it is SQLite and which application id it carries. A
/// file with the browser's id is its own; another id is another program's (or the browser's other
/// database). A file with no id was made before the browser stamped its files, or by another
/// program: its schema is read through an `immutable` read-only connection (no lock, no journal,
/// no WAL index) and must be exactly the tables the browser's migrations make (or nothing at all).
/// When its tables may still be in its WAL only (the app was killed before a checkpoint), the
/// database and its WAL are copied to a private temporary folder and the copy is read instead.
///
/// Every SQLite file is then read, still without a write, to find damage before SQLite opens it
/// for writing: its schema, or — for a database that asks for it (``DatabaseIdentity/checksIntegrity``)
/// — every page, with `PRAGMA quick_check`. A damaged file is refused as it is.
enum DatabaseFileInspection {
    /// What a file is, once inspected.
    enum Verdict: Equatable {
        /// The browser's, already carrying the identity's application id.
        case stamped
        /// The browser's, made before application ids (its tables are the migrations' tables),
        /// or a blank SQLite file: to be stamped when opened.
        case unstamped
    }

    /// What a file's header and schema say.
    struct Facts {
        var applicationID: Int32
        var userVersion: Int
        var tables: Set<String>
        var migrations: Set<String>

        var isBlank: Bool { applicationID == 0 && userVersion == 0 && tables.isEmpty }
    }

    /// A SQLite failure while reading a file: its result code and message.
    struct SQLiteProblem: Error {
        var code: Int32
        var message: String
    }

    static let tablesSQL = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"

    /// Inspects the existing regular file at `path` (of `size` bytes), meant to be `identity`.
    /// - Throws: `DataSourceError/storage(detail:)` naming the file and saying why it is not
    ///   `identity`'s database; the file is left as it was.
    static func inspect(_ path: String, size: Int64, as identity: DatabaseIdentity) throws -> Verdict {
        let header = try readHeader(path, identity: identity)
        if header.isEmpty {
            // An empty file, as `touch` makes it: SQLite takes it for an empty database.
            return try inspectWithCompanions(path, identity: identity, main: Facts(applicationID: 0, userVersion: 0, tables: [], migrations: []))
        }
        guard header.count == 100, header.starts(with: Array("SQLite format 3\0".utf8)) else {
            throw damaged(path, identity: identity, reason: "its first bytes are not a SQLite header")
        }
        let applicationID = header[68..<72].reduce(Int32(0)) { ($0 << 8) | Int32($1) }
        let verdict: Verdict
        if let stamped = try self.verdict(forApplicationID: applicationID, path: path, identity: identity) {
            verdict = stamped
        } else {
            let facts: Facts
            do {
                facts = try readFacts(path, immutable: true)
            } catch {
                throw damaged(path, identity: identity, reason: error.message)
            }
            verdict = try inspectWithCompanions(path, identity: identity, main: facts)
        }
        try checkHealth(path, identity: identity)
        return verdict
    }

    /// Reads the file, changing nothing, to find damage before anything writes to it: with
    /// `PRAGMA quick_check` (every page of every table and index) when the identity asks for it,
    /// else its schema only. The main file is read through an immutable connection; for the page
    /// by page check, when a WAL that is not empty lies next to it, a private copy of both is read
    /// instead.
    /// - Throws: ``damaged(_:identity:reason:)`` saying what SQLite found.
    private static func checkHealth(_ path: String, identity: DatabaseIdentity) throws {
        let check = { (connection: OpaquePointer) throws(SQLiteProblem) -> [String] in
            if identity.checksIntegrity { return try strings(connection, "PRAGMA quick_check") }
            try probeTables(connection)
            return []
        }
        let rows: [String]
        do throws(SQLiteProblem) {
            if identity.checksIntegrity, let wal = try? PrivateFiles.status(path + "-wal", followingLinks: false),
               wal.kind == .regularFile, wal.size > 0 {
                rows = try onCopy(path) { copy throws(SQLiteProblem) in try withConnection(copy, immutable: false, check) }
            } else {
                rows = try withConnection(path, immutable: true, check)
            }
        } catch {
            throw damaged(path, identity: identity, reason: error.message)
        }
        guard identity.checksIntegrity, rows != ["ok"] else { return }
        let found = rows.flatMap { $0.split(separator: "\n") }.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("***") }
        let shown = found.prefix(2).joined(separator: "; ") + (found.count > 2 ? "; and \(found.count - 2) more problem\(found.count == 3 ? "" : "s")" : "")
        throw damaged(path, identity: identity, reason: shown.isEmpty ? "its integrity check failed" : shown)
    }

    /// The verdict for a file that carries `applicationID`, or `nil` when it carries none.
    private static func verdict(forApplicationID applicationID: Int32, path: String, identity: DatabaseIdentity) throws -> Verdict? {
        guard applicationID != 0 else { return nil }
        if applicationID == identity.applicationID { return .stamped }
        if let other = DatabaseIdentity.name(ofApplicationID: applicationID) {
            throw DataSourceError.storage(detail: "\(path) is \(other), not its \(identity.what). It was left untouched; pass another path.")
        }
        let hex = String(UInt32(bitPattern: applicationID), radix: 16, uppercase: true)
        throw DataSourceError.storage(detail: "\(path) is not a GitHub Browser database: its SQLite application id is 0x\(hex), another program's. It was left untouched; pass another path.")
    }

    /// Decides on the main file's `facts`, reading its WAL too (from a copy) when the main file
    /// looks blank but a WAL may hold its tables.
    private static func inspectWithCompanions(_ path: String, identity: DatabaseIdentity, main facts: Facts) throws -> Verdict {
        guard facts.isBlank, let walSize = try? PrivateFiles.status(path + "-wal", followingLinks: false),
              walSize.kind == .regularFile, walSize.size > 0 else {
            return try verdict(for: facts, path: path, identity: identity)
        }
        let copied: Facts
        do {
            copied = try factsOfCopy(path)
        } catch let error as SQLiteProblem {
            throw damaged(path, identity: identity, reason: error.message)
        }
        if let verdict = try verdict(forApplicationID: copied.applicationID, path: path, identity: identity) {
            return verdict
        }
        return try verdict(for: copied, path: path, identity: identity)
    }

    /// The verdict for an unstamped file's schema.
    private static func verdict(for facts: Facts, path: String, identity: DatabaseIdentity) throws -> Verdict {
        if facts.isBlank { return .unstamped }
        let known = identity.migrator.migrations
        if !facts.migrations.isEmpty, facts.migrations.isSubset(of: known),
           let last = known.last(where: { facts.migrations.contains($0) }),
           try tables(of: identity, upTo: last) == facts.tables {
            return .unstamped
        }
        let names = facts.tables.sorted()
        let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        let holds = names.isEmpty ? "its user_version is \(facts.userVersion)" : "it holds the table\(names.count == 1 ? "" : "s") \(listed)"
        throw DataSourceError.storage(detail: "\(path) is not a GitHub Browser database (\(holds), not the \(identity.what)'s). It was left untouched; pass another path.")
    }

    /// The tables the identity's migrations make, up to and including `last`.
    private static func tables(of identity: DatabaseIdentity, upTo last: String) throws -> Set<String> {
        let queue = try DatabaseQueue()
        try identity.migrator.migrate(queue, upTo: last)
        return try queue.read { db in try String.fetchSet(db, sql: tablesSQL) }
    }

    /// Up to the first 100 bytes of the file, read without blocking (the caller checked it is a
    /// regular file; this checks again on the open descriptor).
    private static func readHeader(_ path: String, identity: DatabaseIdentity) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw DataSourceError.storage(detail: "The \(identity.what) at \(path) cannot be read (\(SystemError.message())). It was left untouched; check its permissions.")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw DataSourceError.storage(detail: "\(path) is not a regular file: it cannot be the \(identity.what). It was left untouched.")
        }
        var header = [UInt8](repeating: 0, count: 100)
        var count = 0
        while count < header.count {
            let got = FileDescriptorIO.retrying {
                header.withUnsafeMutableBytes { buffer -> Int in
                    guard let start = buffer.baseAddress else { return 0 }
                    return read(descriptor, start + count, buffer.count - count)
                }
            }
            guard got > 0 else { break }
            count += got
        }
        return Array(header.prefix(count))
    }

    /// Reads the schema and the first row of every table (from the table itself, not an index), on
    /// a read-only connection: a cheap check, in proportion to the number of tables, that finds a
    /// damaged root page before anything is written — above all `grdb_migrations`' and those of the
    /// small tables whose rows decide what opening the file writes (a migrations table read as
    /// empty made the migrator rewrite the schema of a catalog it then called damaged and "left
    /// untouched"; GRDB itself writes when it opens a pool).
    private static func probeTables(_ connection: OpaquePointer) throws(SQLiteProblem) {
        let tables = try strings(connection, tablesSQL + " AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'")
        for table in tables {
            _ = try strings(connection, "SELECT * FROM \"\(table.replacingOccurrences(of: "\"", with: "\"\""))\" NOT INDEXED LIMIT 1")
        }
    }

    /// The facts of the file at `path`: through an immutable read-only connection, which reads the
    /// main file only and changes nothing; or, with `immutable` false, through an ordinary
    /// connection (used on a private copy only, to read its WAL).
    static func readFacts(_ path: String, immutable: Bool) throws(SQLiteProblem) -> Facts {
        try withConnection(path, immutable: immutable) { connection throws(SQLiteProblem) in
            let tables = try strings(connection, tablesSQL)
            return Facts(
                applicationID: Int32(truncatingIfNeeded: Int64(try strings(connection, "PRAGMA application_id").first ?? "0") ?? 0),
                userVersion: Int(try strings(connection, "PRAGMA user_version").first ?? "0") ?? 0,
                tables: Set(tables),
                migrations: tables.contains("grdb_migrations") ? Set(try strings(connection, "SELECT identifier FROM grdb_migrations")) : []
            )
        }
    }

    /// Runs `body` on a connection to the file at `path`: an immutable read-only one, which reads
    /// the main file only and changes nothing; or, with `immutable` false, an ordinary one (used on
    /// a private copy only).
    private static func withConnection<Value>(
        _ path: String, immutable: Bool, _ body: (OpaquePointer) throws(SQLiteProblem) -> Value
    ) throws(SQLiteProblem) -> Value {
        var connection: OpaquePointer?
        let name: String
        let flags: Int32
        if immutable {
            let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            name = "file:\(escaped)?immutable=1"
            flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        } else {
            name = path
            flags = SQLITE_OPEN_READWRITE
        }
        let code = sqlite3_open_v2(name, &connection, flags, nil)
        defer { sqlite3_close_v2(connection) }
        guard code == SQLITE_OK, let connection else {
            throw SQLiteProblem(code: code, message: connection.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open")
        }
        return try body(connection)
    }

    /// The facts of a copy of the database and its WAL, made in a private temporary folder and
    /// removed afterwards: reading a WAL through SQLite writes to the WAL index, which must not
    /// happen next to a file that may not be ours.
    private static func factsOfCopy(_ path: String) throws -> Facts {
        try onCopy(path) { copy throws(SQLiteProblem) in try readFacts(copy, immutable: false) }
    }

    /// Runs `body` with the path of a copy of the database at `path` and its WAL, made in a
    /// private temporary folder that is removed afterwards.
    private static func onCopy<Value>(_ path: String, _ body: (String) throws(SQLiteProblem) -> Value) throws(SQLiteProblem) -> Value {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-github-browser-inspection-\(UUID().uuidString)", isDirectory: true)
        do {
            try PrivateFiles.makeFolder(folder)
        } catch {
            throw SQLiteProblem(code: SQLITE_CANTOPEN, message: "a private copy cannot be made: \(error.description)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("database").path
        do {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
        } catch {
            throw SQLiteProblem(code: SQLITE_CANTOPEN, message: "a private copy cannot be made: \(error.localizedDescription)")
        }
        return try body(copy)
    }

    /// The first column of every row `sql` returns, as text.
    private static func strings(_ connection: OpaquePointer, _ sql: String) throws(SQLiteProblem) -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteProblem(code: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)))
        }
        defer { sqlite3_finalize(statement) }
        var rows: [String] = []
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
            case SQLITE_DONE:
                return rows
            default:
                throw SQLiteProblem(code: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)))
            }
        }
    }

    /// The message for a file that is not a readable SQLite database: it was left as it was, and
    /// how to start afresh without losing it.
    static func damaged(_ path: String, identity: DatabaseIdentity, reason: String) -> DataSourceError {
        .storage(detail: "The \(identity.what) at \(path) is damaged or is not a SQLite database (\(reason)). It was left untouched, so nothing in it is lost. To start afresh, move it aside (mv \(path) \(path).damaged): the app then makes a new, empty \(identity.what), and the moved file keeps what it holds (sqlite3 \(path).damaged .recover can save its rows). Or pass another path.")
    }
}
