import Foundation
import GitHubBrowserFakeGitHub
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import GRDB
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("OfflineCatalog ranking CSV import")
struct RankingImportTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    static let header = "rank,item,repo_name,stars,forks,language,repo_url,username,issues,last_commit,description"

    func write(_ text: String, to name: String = "ranking.csv") throws -> URL {
        let url = directory.file(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func emptyCatalog() throws -> OfflineCatalog {
        try OfflineCatalog.open(at: directory.file("catalog.sqlite"), seed: nil)
    }

    @Test("good rows are imported with their fields; quoted fields, CRLF and a BOM are read")
    func imports() async throws {
        let csv = "\u{FEFF}" + Self.header + "\r\n"
            + "1,top-100-stars,kite-lang,541915,51112,Swift,https://github.com/octo-fixture/kite-lang,octo-fixture,273,2026-07-14T19:25:58Z,\"A kite, with \"\"strings\"\"\r\nand a tail\"\r\n"
            + "2,Swift,no-lang,15,0,,,octo-fixture,0,,\r\n"
        let catalog = try emptyCatalog()
        let report = try await catalog.importRanking(from: try write(csv))
        #expect(report == CatalogImportReport(rowsRead: 2, added: 2, updated: 0, skipped: []))
        let kite = try await catalog.repository(owner: "OCTO-FIXTURE", name: "kite-lang")
        #expect(kite.stars == 541_915 && kite.forks == 51_112 && kite.openIssues == 273 && kite.language == "Swift")
        #expect(kite.summary == "A kite, with \"strings\"\r\nand a tail")
        #expect(kite.webURL == URL(string: "https://github.com/octo-fixture/kite-lang"))
        #expect(kite.updatedAt == Date(timeIntervalSince1970: 1_784_057_158))
        let bare = try await catalog.repository(owner: "octo-fixture", name: "no-lang")
        #expect(bare.language == nil && bare.summary == nil && bare.webURL == nil && bare.updatedAt == nil)
        #expect(try await catalog.search(SearchQuery("kite"), page: .first).items.map(\.fullName) == ["octo-fixture/kite-lang"])
    }

    @Test("bad rows and duplicates are skipped with their line and reason, never fatal; the columns may come in any order")
    func skipsBadRows() async throws {
        let csv = """
            description,username,repo_name,stars,forks,language,repo_url,issues,last_commit,item,rank
            good,octo,one,10,1,Go,https://github.com/octo/one,0,2026-01-01T00:00:00Z,Go,1
            dup,OCTO,ONE,11,1,Go,,0,,Go,2
            short,octo,two,10
            stars,octo,three,many,1,Go,,0,,Go,4
            login,"bad login",four,1,1,Go,,0,,Go,5
            name,octo,..,1,1,Go,,0,,Go,6
            url,octo,five,1,1,Go,javascript:alert(1),0,,Go,7
            date,octo,six,1,1,Go,,0,yesterday,Go,8
            negative,octo,seven,-1,1,Go,,0,,Go,9
            quote,octo,eight,1,1,G"o,,0,,Go,10

            last,octo,nine,1,1,Go,,0,,Go,12
            "unclosed,octo,ten,1,1,Go,,0,,Go,13

            """
        let catalog = try emptyCatalog()
        let report = try await catalog.importRanking(from: try write(csv))
        #expect(report.rowsRead == 12)
        #expect(report.added == 2 && report.updated == 0)
        #expect(report.skipped == [
            .init(line: 3, reason: .duplicate(ofLine: 2)),
            .init(line: 4, reason: .fieldCount(found: 4, expected: 11)),
            .init(line: 5, reason: .invalidField(column: "stars", value: "many", expected: "a whole number ≥ 0")),
            .init(line: 6, reason: .invalidField(column: "username", value: "bad login", expected: "a GitHub login")),
            .init(line: 7, reason: .invalidField(column: "repo_name", value: "..", expected: "a repository name")),
            .init(line: 8, reason: .invalidField(column: "repo_url", value: "javascript:alert(1)", expected: "an http(s) URL")),
            .init(line: 9, reason: .invalidField(column: "last_commit", value: "yesterday", expected: "an ISO 8601 date")),
            .init(line: 10, reason: .invalidField(column: "stars", value: "-1", expected: "a whole number ≥ 0")),
            .init(line: 11, reason: .malformed(.quoteInUnquotedField(column: 6))),
            .init(line: 14, reason: .malformed(.unterminatedQuote)),
        ])
        #expect(report.skipped.groups.map(\.kind).first == "duplicate of an earlier row")
        #expect(report.skipped.groups.first { $0.kind == "stars is not a whole number ≥ 0" }?.firstRows.map(\.line) == [5, 10])
        #expect(try await catalog.count() == 2)
        #expect(try await catalog.repository(owner: "octo", name: "one").summary == "good", "the first of two duplicates is kept")
    }

    @Test("a repository already in the catalog is updated, and counted as such")
    func updates() async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([Repository(id: RepositoryID(owner: "octo", name: "one"), stars: 1)])
        let report = try await catalog.importRanking(from: try write(Self.header + "\n1,Go,one,99,0,Go,,octo,0,,new\n2,Go,two,5,0,Go,,octo,0,,\n"))
        #expect(report.added == 1 && report.updated == 1 && report.imported == 2)
        #expect(try await catalog.repository(owner: "octo", name: "one").stars == 99)
    }

    /// Expects importing `url` to be refused with a message that contains `expected`, leaving the
    /// catalog as it was.
    func expectRefused(_ url: URL, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let catalog = try emptyCatalog()
        try await catalog.upsert([Repository(id: RepositoryID(owner: "octo", name: "kept"))])
        await #expect(sourceLocation: sourceLocation) {
            try await catalog.importRanking(from: url)
        } throws: { error in
            guard let error = error as? CatalogImportError else { return false }
            #expect(error.message.contains(url.path) && error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
            return true
        }
        #expect(try await catalog.count() == 1, sourceLocation: sourceLocation)
    }

    @Test("a file that is not a ranking CSV is refused, naming the file and the first problem")
    func refusesOtherFiles() async throws {
        try await expectRefused(try write("", to: "empty.csv"), "is empty, not a GitHub ranking CSV")
        try await expectRefused(try write("\n\n", to: "blank.csv"), "is empty")
        try await expectRefused(try write("{\"repositories\": []}\n", to: "seed.json"), "is not a GitHub ranking CSV: its first line (line 1) is not well-formed CSV")
        try await expectRefused(try write("name,stars\nkite,1\n", to: "other.csv"), "is not a GitHub ranking CSV: its first line has no \"rank\" column")
        try await expectRefused(
            try write(Self.header.replacingOccurrences(of: "repo_name", with: "name") + "\n", to: "renamed.csv"),
            "has no \"repo_name\" column"
        )
        try await expectRefused(try write("rank,rank,item\n", to: "twice.csv"), "has the column \"rank\" twice")
        try await expectRefused(try write("\"rank,item\n", to: "open.csv"), "not well-formed CSV: a quoted field is not closed")
        let binary = directory.file("binary.csv")
        try (Data("SQLite format 3\0".utf8) + Data([0xFF, 0xFE, 0x00, 0x80])).write(to: binary)
        try await expectRefused(binary, "is not UTF-8 text")
        try await expectRefused(directory.file("missing.csv"), "does not exist")
        try await expectRefused(directory.url, "is a folder, not a CSV file")
        let fifo = directory.file("fifo.csv")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        try await expectRefused(fifo, "is not a regular file (it is a FIFO)")
    }

    @Test("a field over 64 KiB skips its row, naming its line; the other rows are imported")
    func fieldTooLong() async throws {
        let long = String(repeating: "a", count: CSVReader.maximumFieldBytes + 1)
        let csv = Self.header + "\n1,Go,kite,5,1,Go,,octo-fixture,0,,\"\(long)\"\n2,Go,kite-2,5,1,Go,,octo-fixture,0,,short\n"
        let catalog = try emptyCatalog()
        let report = try await catalog.importRanking(from: try write(csv))
        #expect(report.skipped == [.init(line: 2, reason: .malformed(.fieldTooLong(column: 11)))])
        #expect(report.added == 1)
        #expect(report.skipped.keptRows[0].reason.description == "not well-formed CSV: field 11 is longer than 64 KiB, the most a field may hold")
    }

    @Test("a 250 MB field in a file under the 256 MB cap is read past in under 100 MB of memory (in a process of its own)",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "needs /proc to read the peak memory"))
    func hugeFieldMemory() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            // A fresh process: its peak resident memory (VmHWM) is this import's, nothing else's.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-huge-field-\(UUID().uuidString).csv")
            defer { try? FileManager.default.removeItem(at: url) }
            try HugeFieldCSV.write(to: url, header: RankingImportTests.header)
            let ranking = try RankingCSVFile(contentsOf: url)
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? .max
            FileHandle.standardError.write(Data("peak \(peak) kB\n".utf8))
            let skipped = ranking.skipped == [.init(line: 2, reason: .malformed(.fieldTooLong(column: 11)))]
            exit(skipped && ranking.repositoryCount == 1 && peak < 100 * 1024 ? EXIT_SUCCESS : EXIT_FAILURE)
        }
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        print("reading a 250 MB field: \(report.split(separator: "\n").last { $0.hasPrefix("peak") } ?? "no figure")")
    }

    @Test("a file the kernel calls regular but that cannot be read (/proc/self/mem) is refused with a true message",
          .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs /proc"))
    func unreadableFile() async throws {
        #expect {
            _ = try RankingCSVFile(contentsOf: URL(fileURLWithPath: "/proc/self/mem"))
        } throws: { error in
            guard let error = error as? CatalogImportError else { return false }
            #expect(error.message == "/proc/self/mem cannot be read (Input/output error).", "\(error.message)")
            return !error.message.contains("NSCocoaErrorDomain")
        }
    }

    @Test("the import is one transaction: a failure part way leaves nothing of the file in the catalog")
    func oneTransaction() async throws {
        let url = directory.file("catalog.sqlite")
        let catalog = try OfflineCatalog.open(at: url, seed: nil)
        try await catalog.upsert([Repository(id: RepositoryID(owner: "octo", name: "kept"))])
        // The catalog refuses the 60th row (a trigger made for this test), after 59 were written.
        let queue = try DatabaseQueue(path: url.path)
        try await queue.write { db in
            try db.execute(sql: "CREATE TRIGGER refuse AFTER INSERT ON repository WHEN new.name = 'row-60' BEGIN SELECT RAISE(ABORT, 'refused'); END")
        }
        try queue.close()
        let rows = (1...80).map { "\($0),Go,row-\($0),\($0),0,Go,,octo,0,," }
        let progress = ProgressLog()
        await #expect(throws: DataSourceError.self) {
            try await catalog.importRanking(from: try write(([Self.header] + rows).joined(separator: "\n")), progress: { progress.record($0, $1) })
        }
        #expect(try await catalog.count() == 1)
        #expect(progress.entries.contains { $0.written > 0 }, "rows were written before the failure: \(progress.entries)")
    }

    @Test("progress is reported up to the total, once at the end")
    func progress() async throws {
        let catalog = try emptyCatalog()
        let rows = (1...120).map { "\($0),Go,row-\($0),\($0),0,Go,,octo,0,," }
        let progress = ProgressLog()
        _ = try await catalog.importRanking(from: try write(([Self.header] + rows).joined(separator: "\n")), progress: { progress.record($0, $1) })
        #expect(progress.entries.last.map { [$0.written, $0.total] } == [120, 120])
        #expect(progress.entries.map(\.written) == progress.entries.map(\.written).sorted())
    }

    @Test("a file of 20,000 bad rows: every one counted by kind, only the first 20 of each kind kept with their lines")
    func manySkippedRows() async throws {
        let rows = (0..<20_000).map { index in
            index.isMultiple(of: 2) ? "1,1,repo\(index),many,0,Swift,https://github.com/o/repo\(index),o,0,2024-01-01T00:00:00Z,d" : "just,three,fields"
        }
        let catalog = try emptyCatalog()
        let report = try await catalog.importRanking(from: try write(([Self.header] + rows).joined(separator: "\n")))
        #expect(report.rowsRead == 20_000)
        #expect(report.skipped.count == 20_000)
        #expect(report.skipped.groups.map(\.count) == [10_000, 10_000])
        #expect(report.skipped.groups.map(\.firstRows.count) == [20, 20])
        #expect(report.skipped.keptRows.map(\.line) == Array(2...41), "the first rows, in file order")
    }

    @Test("the real GitHub ranking snapshot imports: every row read, each repository once, duplicates the only skips",
          .enabled(if: SharedData.githubRanking != nil, "needs ../shared/data/github-ranking-2026-08-22.csv next to the repository (absent: skipped)"))
    func realRankingFile() async throws {
        let file = try #require(SharedData.githubRanking)
        let catalog = try emptyCatalog()
        let report = try await catalog.importRanking(from: file)
        #expect(report.rowsRead == 3_600)
        #expect(report.imported + report.skipped.count == report.rowsRead)
        #expect(report.skipped.groups.map(\.kind) == ["duplicate of an earlier row"])
        #expect(try await catalog.count() == report.imported)
        #expect(report.updated == 0)
        // Importing it again changes nothing but counts every repository as updated.
        let again = try await catalog.importRanking(from: file)
        #expect(again.updated == report.imported && again.added == 0)
        #expect(try await catalog.count() == report.imported)
        #expect(try await catalog.search(SearchQuery("linux"), page: .first).items.contains { $0.fullName == "torvalds/linux" })
    }
}

/// Progress reports, kept in order.
final class ProgressLog: Sendable {
    private let log = Mutex<[(written: Int, total: Int)]>([])

    func record(_ written: Int, _ total: Int) { log.withLock { $0.append((written, total)) } }

    var entries: [(written: Int, total: Int)] { log.withLock { $0 } }
}
