import Foundation
import GitHubBrowserDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A public GitHub ranking CSV (the EvanLi/Github-Ranking daily snapshots: the most-starred
/// repositories overall and per language), read and checked, ready to import into the offline
/// catalog with ``OfflineCatalog/importRanking(_:progress:)``.
///
/// The file must start with a header holding these columns, in any order (others are ignored):
/// `rank,item,repo_name,stars,forks,language,repo_url,username,issues,last_commit,description`.
/// A file that cannot be read or has no such header is refused (``CatalogImportError``, naming the
/// first problem). The file is read a buffer at a time and every field is bounded
/// (``CSVReader/maximumFieldBytes``, 64 KiB): a row with a longer field is skipped with its line. Every later row is checked on its own: a row that is not well-formed CSV, has
/// the wrong number of fields, or holds a value that does not fit its column is skipped with its
/// line and reason, as is a row naming the same `owner/name` (ignoring case) as an earlier one
/// (the first is kept). Blank lines are not rows.
///
/// Reading the file first, before opening the catalog, means a refused file changes nothing:
///
/// ```swift
/// let ranking = try RankingCSVFile(contentsOf: file)
/// let report = try await catalog.importRanking(ranking)
/// ```
public struct RankingCSVFile: Sendable {
    /// The header's columns, in the order the published files use.
    public static let columns = ["rank", "item", "repo_name", "stars", "forks", "language", "repo_url", "username", "issues", "last_commit", "description"]

    /// The largest file the import reads, in bytes (the published files are under 1 MB).
    public static let maximumFileSize: Int64 = 256 << 20

    /// Where the file is.
    public let url: URL
    /// The data rows read (the header and blank lines are not rows).
    public let rowsRead: Int
    /// The rows that will not be imported: counted by kind of reason, the first ones with their
    /// lines and reasons.
    public let skipped: CatalogImportReport.SkippedRows
    /// The repositories to import, one per `owner/name`, in file order.
    let repositories: [Repository]

    /// The number of repositories the file gives (rows read, less those skipped).
    public var repositoryCount: Int { repositories.count }

    /// Reads and checks the CSV file at `url`.
    /// - Parameter url: The file.
    /// - Throws: ``CatalogImportError`` when the file cannot be read or is not a ranking CSV.
    public init(contentsOf url: URL) throws(CatalogImportError) {
        let file = try Self.openFile(url)
        defer { try? file.close() }
        var reader = CSVReader(fileDescriptor: file.fileDescriptor)
        var header: CSVRecord?
        while let record = reader.next() {
            if !record.isBlank {
                header = record
                break
            }
        }
        try Self.refuseUnread(reader, path: url.path)
        guard let header else {
            throw CatalogImportError("\(url.path) is empty, not a GitHub ranking CSV (expected the header \(Self.columns.joined(separator: ","))).")
        }
        let index = try Self.columnIndex(header, path: url.path)
        var repositories: [Repository] = []
        var rowsRead = 0
        var skipped = CatalogImportReport.SkippedRows()
        var firstLines: [RepositoryID: Int] = [:]
        while let record = reader.next() {
            if record.isBlank { continue }
            rowsRead += 1
            switch Self.row(record, columns: index, count: header.fields.count) {
            case .skipped(let reason):
                skipped.append(.init(line: record.line, reason: reason))
            case .repository(let repository):
                if let first = firstLines[repository.id] {
                    skipped.append(.init(line: record.line, reason: .duplicate(ofLine: first)))
                } else {
                    firstLines[repository.id] = record.line
                    repositories.append(repository)
                }
            }
        }
        try Self.refuseUnread(reader, path: url.path)
        self.url = url
        self.rowsRead = rowsRead
        self.skipped = skipped
        self.repositories = repositories
    }

    /// The file, open for reading, after checking (with `stat`, before opening it) that it is a
    /// regular file of a size the import reads — a FIFO would block a reader. It is read a buffer
    /// at a time, never whole.
    private static func openFile(_ url: URL) throws(CatalogImportError) -> FileHandle {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = SystemError.code
            if code == ENOENT || code == ENOTDIR { throw CatalogImportError("\(path) does not exist.") }
            throw CatalogImportError("\(path) cannot be read (\(String(cString: strerror(code)))).")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CatalogImportError("\(path) is a folder, not a CSV file.")
        case S_IFIFO: throw CatalogImportError("\(path) is not a regular file (it is a FIFO); pass a CSV file.")
        case S_IFCHR, S_IFBLK: throw CatalogImportError("\(path) is not a regular file (it is a device); pass a CSV file.")
        default: throw CatalogImportError("\(path) is not a regular file; pass a CSV file.")
        }
        guard Int64(info.st_size) <= maximumFileSize else {
            throw CatalogImportError("\(path) is \(Int64(info.st_size) >> 20) MB; the import reads CSV files of up to \(maximumFileSize >> 20) MB.")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CatalogImportError("\(path) cannot be read (\(SystemError.message())).")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw CatalogImportError("\(path) is not a regular file; pass a CSV file.")
        }
        return handle
    }

    /// Refuses a file that could not be read to its end (a read error, or a file such as
    /// `/proc/self/mem` that the kernel calls regular but does not let be read), saying why.
    private static func refuseUnread(_ reader: CSVReader, path: String) throws(CatalogImportError) {
        if let reason = reader.readError {
            throw CatalogImportError("\(path) cannot be read (\(reason)).")
        }
    }

    /// Where each column is in a row, from the header.
    private static func columnIndex(_ header: CSVRecord, path: String) throws(CatalogImportError) -> [String: Int] {
        let refusal = "\(path) is not a GitHub ranking CSV"
        let expected = "expected the header \(Self.columns.joined(separator: ","))"
        if let problem = header.problem {
            throw CatalogImportError("\(refusal): its first line (line \(header.line)) is \(problem == .invalidUTF8 ? "not UTF-8 text" : "not well-formed CSV: \(problem.description)") (\(expected)).")
        }
        var index: [String: Int] = [:]
        for (position, name) in header.fields.enumerated() {
            let name = name.trimmingCharacters(in: .whitespaces)
            if index[name] != nil, Self.columns.contains(name) {
                throw CatalogImportError("\(refusal): its header has the column \"\(name)\" twice.")
            }
            index[name] = position
        }
        if let missing = Self.columns.first(where: { index[$0] == nil }) {
            throw CatalogImportError("\(refusal): its first line has no \"\(missing)\" column (\(expected)).")
        }
        return index
    }

    /// What a row gives: a repository, or the reason it is skipped.
    private enum Row {
        case repository(Repository)
        case skipped(CatalogImportReport.SkipReason)
    }

    /// The repository a row describes, or why it is skipped.
    private static func row(_ record: CSVRecord, columns index: [String: Int], count: Int) -> Row {
        if let problem = record.problem { return .skipped(.malformed(problem)) }
        guard record.fields.count == count else { return .skipped(.fieldCount(found: record.fields.count, expected: count)) }
        func field(_ column: String) -> String { index[column].map { record.fields[$0] } ?? "" }
        func invalid(_ column: String, _ expected: String) -> CatalogImportReport.SkipReason {
            .invalidField(column: column, value: field(column), expected: expected)
        }

        let owner = field("username")
        guard isLogin(owner) else { return .skipped(invalid("username", "a GitHub login")) }
        let name = field("repo_name")
        guard isRepositoryName(name) else { return .skipped(invalid("repo_name", "a repository name")) }
        var counts: [String: Int] = [:]
        for column in ["stars", "forks", "issues"] {
            guard let value = wholeNumber(field(column)) else { return .skipped(invalid(column, "a whole number ≥ 0")) }
            counts[column] = value
        }
        var webURL: URL?
        if !field("repo_url").isEmpty {
            guard let url = URL(string: field("repo_url")), let scheme = url.scheme?.lowercased(),
                  scheme == "https" || scheme == "http", url.host?.isEmpty == false else {
                return .skipped(invalid("repo_url", "an http(s) URL"))
            }
            webURL = url
        }
        var updatedAt: Date?
        if !field("last_commit").isEmpty {
            guard let date = try? Date(field("last_commit"), strategy: .iso8601) else {
                return .skipped(invalid("last_commit", "an ISO 8601 date"))
            }
            updatedAt = date
        }
        let language = field("language")
        let description = field("description")
        return .repository(Repository(
            id: RepositoryID(owner: owner, name: name),
            summary: description.isEmpty ? nil : description,
            language: language.isEmpty ? nil : language,
            stars: counts["stars"] ?? 0,
            forks: counts["forks"] ?? 0,
            openIssues: counts["issues"] ?? 0,
            updatedAt: updatedAt,
            webURL: webURL
        ))
    }

    /// A GitHub login: 1–39 ASCII letters, digits and hyphens.
    static func isLogin(_ text: String) -> Bool {
        (1...39).contains(text.utf8.count) && text.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "-") }
    }

    /// A repository name: 1–100 ASCII letters, digits, `-`, `_` and `.`, other than `.` and `..`.
    static func isRepositoryName(_ text: String) -> Bool {
        (1...100).contains(text.utf8.count) && text != "." && text != ".."
            && text.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// `text` as a whole number ≥ 0 written in digits only, or `nil`.
    static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
