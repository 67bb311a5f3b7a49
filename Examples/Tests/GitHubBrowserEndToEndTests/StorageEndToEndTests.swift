import Foundation
import GRDB
import StrataTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real `github-browser` binary and the files it keeps: private whatever the umask, another
/// program's database refused and left as it was, paths that are not files or folders named as
/// such.
@Suite("github-browser storage end to end", .serialized)
struct StorageEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-e2e-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    private static func mode(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o7777
    }

    /// One entry of a folder: its bytes (nil if not a readable file) and mode.
    private struct Entry: Equatable {
        var bytes: Data?
        var mode: Int?
    }

    /// Every entry of `folder` with its bytes and mode.
    private static func snapshot(_ folder: URL) -> [String: Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(uniqueKeysWithValues: names.map { name in
            let path = folder.appendingPathComponent(name).path
            return (name, Entry(bytes: try? Data(contentsOf: URL(fileURLWithPath: path)), mode: mode(path)))
        })
    }

    /// `text` without any whitespace, so a message wrapped on screen can be searched.
    private static func compact(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    @Test("with umask 000 or 022, the data folder is 0700 and every file in it 0600",
          .enabled(if: browser != nil, "needs a built github-browser"), arguments: ["000", "022"])
    func privateFiles(umask: String) throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xdg = directory.appendingPathComponent("xdg")
        // The default place (under XDG_DATA_HOME), first run: both databases are created.
        let result = try ProcessRunner.run(
            "/bin/sh", ["-c", "umask \(umask); exec \"$0\" --measure-startup", browser],
            environment: ["XDG_DATA_HOME": xdg.path]
        )
        #expect(result.status == 0, "\(result.error)")
        let folder = xdg.appendingPathComponent("strata-github-browser")
        #expect(Self.mode(xdg.path) == 0o700)
        #expect(Self.mode(folder.path) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains("browser.sqlite") && files.contains("catalog.sqlite"), "\(files)")
        for name in files {
            #expect(Self.mode(folder.appendingPathComponent(name).path) == 0o600, "\(name) is private")
        }
    }

    @Test("another program's SQLite file as --database is refused by name and left byte for byte as it was",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func foreignDatabase() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("notes.db")
        let queue = try DatabaseQueue(path: database.path)
        try await queue.writeWithoutTransaction { db in
            try db.execute(sql: """
                PRAGMA journal_mode = WAL;
                CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
                INSERT INTO note (body) VALUES ('buy milk');
                PRAGMA user_version = 3;
                """)
        }
        try queue.close()
        #expect(chmod(database.path, 0o644) == 0)
        let before = Self.snapshot(directory)

        let session = try TmuxSession(tmux: tmux, command: BrowserCommandLine.make(browser: browser, arguments: ["--database", database.path]))
        defer { session.kill() }
        let screen = await session.waitFor("exited with")
        let text = Self.compact(screen ?? session.pane())
        #expect(text.contains("exitedwith1"), "\(text)")
        #expect(text.contains(Self.compact("\(database.path) is not a GitHub Browser database")), "\(text)")
        #expect(text.contains("leftuntouched"), "\(text)")
        #expect(Self.snapshot(directory) == before, "nothing changed, nothing was added")
    }

    @Test("a FIFO as --database is named as not a regular file, and nothing is left next to it",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func fifo() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let result = try ProcessRunner.run(browser, ["--database", fifo.path, "--measure-startup"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(fifo.path) is not a regular file (it is a FIFO)"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["fifo"])
    }

    @Test("XDG_DATA_HOME naming a regular file is reported as such, and nothing is created",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func dataHomeIsAFile() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let result = try ProcessRunner.run(browser, ["--measure-startup"], environment: ["XDG_DATA_HOME": file.path])
        #expect(result.status != 0)
        #expect(result.error.contains("XDG_DATA_HOME (\(file.path)) is a file, not a folder"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["not-a-folder"])
    }
}
