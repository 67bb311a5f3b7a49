import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// `github-browser catalog import FILE.csv`, run for real: on a terminal (tmux) it draws a
/// progress bar and reports what it did, and the browser then finds the imported repositories;
/// off a terminal it prints the report only; a file that is not a ranking CSV is refused and
/// nothing is created.
@Suite("github-browser catalog import end to end", .serialized)
struct CatalogImportEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    /// The real ranking snapshot next to the repository (`../shared/data`), if present.
    static let rankingSnapshot: URL? = {
        var root = URL(fileURLWithPath: #filePath)
        while root.pathComponents.count > 1, root.lastPathComponent != "Examples" { root.deleteLastPathComponent() }
        let url = root.deletingLastPathComponent().appendingPathComponent("../shared/data/github-ranking-2026-08-22.csv").standardizedFileURL
        return FileManager.default.isReadableFile(atPath: url.path) ? url : nil
    }()

    static let header = "rank,item,repo_name,stars,forks,language,repo_url,username,issues,last_commit,description"

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-e2e-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The screen as one line of words, so wrapped text can be searched.
    private static func words(_ screen: String) -> String {
        screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test("on a terminal: a progress bar, the report, and the browser then finds what was imported",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func importOnATerminal() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("ranking.csv")
        let rows = (1...120).map { "\($0),Swift,kite-\($0),\(1000 - $0),1,Swift,https://github.com/octo-fixture/kite-\($0),octo-fixture,0,2026-08-01T00:00:00Z,\"Kite number \($0), light\"" }
        try Data(([Self.header] + rows + ["121,Swift,kite-1,5,1,Swift,,octo-fixture,0,,again", "122,Swift,bad,many,1,Swift,,octo-fixture,0,,"]).joined(separator: "\r\n").utf8).write(to: csv)
        let catalog = directory.appendingPathComponent("catalog.sqlite").path
        let database = directory.appendingPathComponent("browser.sqlite").path

        let importing = try TmuxSession(tmux: tmux, command: BrowserCommandLine.make(browser: browser, arguments: ["catalog", "import", csv.path, "--catalog", catalog]), columns: 160)
        defer { importing.kill() }
        let screen = await importing.waitFor("exited with")
        let text = Self.words(screen ?? importing.pane())
        #expect(text.contains("exited with 0"), "\(text)")
        #expect(text.contains("] 100% 120/120 repositories"), "the progress bar, finished: \(text)")
        #expect(text.contains("Read 122 rows from \(csv.path)."), "\(text)")
        #expect(text.contains("Imported 120 repositories into \(catalog): 120 new, 0 updated."), "\(text)")
        #expect(text.contains("Skipped 2 rows:"), "\(text)")
        #expect(text.contains("1 × duplicate of an earlier row — line 122: the same repository as line 2"), "\(text)")
        #expect(text.contains("line 123: stars \"many\" is not a whole number ≥ 0"), "\(text)")
        importing.kill()

        let browsing = try TmuxSession(tmux: tmux, command: BrowserCommandLine.make(browser: browser, arguments: ["--database", database, "--catalog", catalog]))
        defer { browsing.kill() }
        await browsing.expectFirstScreen()
        try browsing.send("kite-7", literal: true)
        #expect(await browsing.waitFor("octo-fixture/kite-7") != nil, "the imported repository is found:\n\(browsing.pane())")
        try await browsing.expectCleanQuit()
    }

    @Test("off a terminal: the report only, no progress bar",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func importOffATerminal() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("ranking.csv")
        try Data((Self.header + "\n1,Go,kite,5,1,Go,,octo-fixture,0,,\n").utf8).write(to: csv)
        let catalog = directory.appendingPathComponent("catalog.sqlite")
        let result = try ProcessRunner.run(browser, ["catalog", "import", csv.path, "--catalog", catalog.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Read 1 row from \(csv.path).\nImported 1 repository into \(catalog.path): 1 new, 0 updated.\nSkipped no rows.\n")
        #expect(result.error.isEmpty, "no progress bar off a terminal: \(result.error.debugDescription)")
    }

    @Test("a file that is not a ranking CSV is refused by name, and no catalog or folder is created",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func refusesOtherFiles() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notCSV = directory.appendingPathComponent("notes.csv")
        try Data("name,stars\nkite,1\n".utf8).write(to: notCSV)
        let catalog = directory.appendingPathComponent("new/catalog.sqlite")
        let result = try ProcessRunner.run(browser, ["catalog", "import", notCSV.path, "--catalog", catalog.path])
        #expect(result.status == 1)
        #expect(result.error.contains("\(notCSV.path) is not a GitHub ranking CSV: its first line has no \"rank\" column"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.csv"])
    }

    @Test("a 250 MB field skips its row by line, and the rest is imported",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func hugeField() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("huge.csv")
        try HugeFieldCSV.write(to: csv, header: Self.header)
        let catalog = directory.appendingPathComponent("catalog.sqlite")
        let result = try ProcessRunner.run(browser, ["catalog", "import", csv.path, "--catalog", catalog.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Imported 1 repository into \(catalog.path): 1 new, 0 updated."), "\(result.output)")
        #expect(result.output.contains("line 2: not well-formed CSV: field 11 is longer than 64 KiB, the most a field may hold"), "\(result.output)")
    }

    @Test("a CSV whose every row is skipped leaves the catalog as it was, and says so",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func everyRowSkipped() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("good.csv")
        try Data((Self.header + "\n1,Go,kite,5,1,Go,,octo-fixture,0,,\n").utf8).write(to: good)
        let bad = directory.appendingPathComponent("bad.csv")
        try Data((Self.header + "\n1,Go,kite,many,1,Go,,octo-fixture,0,,\n2,Go,bad name,5,1,Go,,octo-fixture,0,,\n").utf8).write(to: bad)
        let folder = directory.appendingPathComponent("data")
        let catalog = folder.appendingPathComponent("catalog.sqlite")

        let none = try ProcessRunner.run(browser, ["catalog", "import", bad.path, "--catalog", catalog.path])
        #expect(none.status == 0, "\(none.error)")
        #expect(none.output.contains("Read 2 rows from \(bad.path).\nImported nothing: every row was skipped; \(catalog.path) was left as it was.\n"), "\(none.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.path), "no catalog, no folder was made")

        #expect(try ProcessRunner.run(browser, ["catalog", "import", good.path, "--catalog", catalog.path]).status == 0)
        let before = try Self.contents(of: folder)
        let again = try ProcessRunner.run(browser, ["catalog", "import", bad.path, "--catalog", catalog.path])
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Imported nothing: every row was skipped; \(catalog.path) was left as it was."), "\(again.output)")
        #expect(again.output.contains("Skipped 2 rows:"), "\(again.output)")
        #expect(try Self.contents(of: folder) == before, "the catalog's files are byte for byte as they were")
    }

    /// Every file of `folder` with its bytes and modification date.
    static func contents(of folder: URL) throws -> [String: [String]] {
        var contents: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            contents[name] = [try Data(contentsOf: url).base64EncodedString(), "\(attributes[.modificationDate] ?? "")", "\(attributes[.posixPermissions] ?? "")"]
        }
        return contents
    }

    @Test("the real GitHub ranking snapshot imports into the default catalog",
          .enabled(if: browser != nil && rankingSnapshot != nil, "needs a built github-browser and ../shared/data/github-ranking-2026-08-22.csv (absent: skipped)"))
    func realSnapshot() throws {
        let browser = try #require(Self.browser)
        let file = try #require(Self.rankingSnapshot)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProcessRunner.run(browser, ["catalog", "import", file.path], environment: ["XDG_DATA_HOME": directory.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Read 3600 rows from \(file.path).\n"), "\(result.output)")
        #expect(result.output.contains("duplicate of an earlier row"), "\(result.output)")
        let folder = directory.appendingPathComponent("strata-github-browser")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["catalog.sqlite"])
    }

    @Test("a CSV full of ESC, OSC, C1 and bidi controls: the report shows them escaped, and not one such byte reaches the terminal (a repo_name retitled it and cleared the screen)",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func hostileFieldsNeverReachTheTerminal() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("hostile.csv")
        let hostile = [
            "t \u{1B}]0;PWNED-TITLE\u{07} \u{1B}[2J x", // OSC 0 (title), then clear screen
            "evil\u{202E}txt.exe\u{2066}\u{2069}\u{061C}", // bidi overrides and isolates
            "\u{9B}2J\u{9D}0;c1\u{9C}",                // C1: CSI, OSC, ST as single characters
            "\u{1B}]52;c;cm0gLXJmIH4=\u{07}",          // OSC 52: write the clipboard
            "nul\u{0}del\u{7F}bell\u{07}cr\rline\u{2028}break",
        ]
        let quoted = { (field: String) in "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var rows = [Self.header]
        for (index, field) in hostile.enumerated() {
            // Each field once as a repository name (refused: not owner/name) and once as stars.
            rows.append("\(2 * index + 1),Swift,\(quoted(field)),5,1,Swift,,octo-fixture,0,,")
            rows.append("\(2 * index + 2),Swift,kite-\(index),\(quoted(field)),1,Swift,,octo-fixture,0,,")
        }
        rows.append("99,Swift,kite-ok,5,1,Swift,,octo-fixture,0,,fine")
        try Data(rows.joined(separator: "\n").utf8).write(to: csv)
        let catalog = directory.appendingPathComponent("catalog.sqlite")
        let result = try ProcessRunner.run(browser, ["catalog", "import", csv.path, "--catalog", catalog.path])
        #expect(result.status == 0, "\(result.error)")
        for (stream, text) in [("standard output", result.output), ("standard error", result.error)] {
            let bytes = Array(text.utf8)
            #expect(!bytes.contains(0x1B), "ESC reached \(stream): \(text)")
            #expect(!bytes.contains(0x07) && !bytes.contains(0x00) && !bytes.contains(0x7F) && !bytes.contains(0x0D), "a C0 control reached \(stream)")
            let scalars = text.unicodeScalars.map(\.value)
            #expect(!scalars.contains { (0x80...0x9F).contains($0) }, "a C1 control reached \(stream)")
            #expect(!scalars.contains { [0x202E, 0x2066, 0x2069, 0x061C, 0x2028].contains($0) }, "a bidi or separator character reached \(stream)")
        }
        // What was there is shown, escaped (the report quotes the first three rows of a kind).
        #expect(result.output.contains(#"\u{1B}]0;PWNED-TITLE\u{7}"#), "\(result.output)")
        #expect(result.output.contains(#"\u{9B}2J"#), "\(result.output)")
        #expect(result.output.contains(#"evil\u{202E}txt.exe"#), "\(result.output)")
        #expect(result.output.contains("Imported 1 repository"), "\(result.output)")
    }
}
