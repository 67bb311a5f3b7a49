import Foundation
import StrataTesting
import Testing

/// Drives the real `github-browser` binary (built by `swift build`) as a user would.
@Suite("github-browser end to end", .serialized)
struct BrowserEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test("search → detail → favourite → quit → restart: the favourite is in the Favourites tab",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func favouriteSurvivesRestart(architecture: Architecture) async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("browser.sqlite").path
        let command = "'\(browser)' --architecture \(architecture.rawValue) --database '\(database)'; echo \"exited with $?\"; sleep 60"

        let first = try TmuxSession(tmux: tmux, command: command)
        defer { first.kill() }
        await first.expectFirstScreen()
        try first.send("alamofire", literal: true)
        #expect(await first.waitFor("☆ Alamofire/Alamofire") != nil, "the search found Alamofire:\n\(first.pane())")
        try first.send("Down")
        try first.send("Enter")
        #expect(await first.waitFor("☆ Not a favourite") != nil, "the detail opened:\n\(first.pane())")
        try first.send("f", literal: true)
        #expect(await first.waitFor("★ Favourite") != nil, "f made it a favourite:\n\(first.pane())")
        try first.send("Escape")
        #expect(await first.waitFor("★ Alamofire/Alamofire") != nil, "the search shows the new mark:\n\(first.pane())")
        try await first.expectCleanQuit()
        first.kill()

        let second = try TmuxSession(tmux: tmux, command: command)
        defer { second.kill() }
        await second.expectFirstScreen("the app started again")
        try second.send("Tab")
        try second.send("2", literal: true)
        let favourites = await second.waitFor("★ Alamofire/Alamofire")
        #expect(favourites != nil, "the favourite survived the restart:\n\(second.pane())")
        #expect(favourites?.contains("1 favourite") == true)
        try second.send("C-c")
    }

    @Test("on a fresh data folder, the first searches find the real repositories first, with their real stars, and say how old the catalog is",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func firstSearchesFindRealRepositories(architecture: Architecture) async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = "--database '\(directory.appendingPathComponent("browser.sqlite").path)' --catalog '\(directory.appendingPathComponent("catalog.sqlite").path)'"
        let session = try TmuxSession(tmux: tmux, command: "'\(browser)' --architecture \(architecture.rawValue) \(files); sleep 60", columns: 120)
        defer { session.kill() }
        await session.expectFirstScreen()
        #expect(await session.waitFor("Offline catalog of 22 Aug 2026: 3,449 repositories of the GitHub ranking") != nil, "\(session.pane())")
        for (query, first, stars) in [("redux", "reduxjs/redux", "61k stars"), ("react", "react/react", "247k stars"), ("swift", "swiftlang/swift", "70k stars")] {
            try session.send("C-u")
            try session.send(query, literal: true)
            let screen = await session.waitUntil { $0.contains("for “\(query)”") && !$0.contains("Searching") }
            let firstRow = screen?.split(separator: "\n").first { $0.contains("☆") }
            #expect(firstRow?.contains(first) == true, "\(query): \(screen ?? session.pane())")
            #expect(firstRow?.contains(stars) == true, "\(query): \(screen ?? session.pane())")
        }
        #expect(!session.pane().contains("synthetic"))
        try session.send("C-c")
    }

    @Test("a deep link opens a repository's detail",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func deepLink(architecture: Architecture) async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("browser.sqlite").path
        let session = try TmuxSession(tmux: tmux, command: "'\(browser)' open 'strata://repos/Alamofire/Alamofire' --architecture \(architecture.rawValue) --database '\(database)'; sleep 60")
        defer { session.kill() }
        #expect(await session.waitFor("Not a favourite") != nil, "the detail opened:\n\(session.pane())")
        #expect(session.pane().contains("https://github.com/Alamofire/Alamofire"))
        try session.send("C-c")
    }

    @Test("without a terminal it says so and exits with an error", .enabled(if: browser != nil, "needs a built github-browser"))
    func notATerminal() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("browser.sqlite")
        let result = try ProcessRunner.run(browser, ["--database", database.path])
        #expect(result.status != 0)
        #expect(result.error.contains("needs an interactive terminal"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: database.path), "nothing was written")
    }

    @Test("a terminal too small says so, and the app comes back when it is made larger",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func tooSmall() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("browser.sqlite").path
        let session = try TmuxSession(tmux: tmux, command: "'\(browser)' --database '\(database)'; echo \"exited with $?\"; sleep 60", columns: 14, rows: 4)
        defer { session.kill() }
        // The notice wraps in so few columns: read the screen as one line of words.
        let notice = await session.waitUntil { screen in
            screen.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("Terminal too small: need 20×5, have 14×4")
        }
        #expect(notice != nil, "the too-small notice:\n\(session.pane())")
        try session.resize(columns: 100, rows: 30)
        await session.expectFirstScreen("the app drew itself at the new size")
        try session.send("alamofire", literal: true)
        #expect(await session.waitFor("Alamofire/Alamofire") != nil, "and works:\n\(session.pane())")
        try await session.expectCleanQuit()
    }

    @Test("a corrupt database is reported by name and left untouched", .enabled(if: browser != nil, "needs a built github-browser"))
    func corruptDatabase() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("browser.sqlite")
        let garbage = Data("this is not a database, but it is someone's file\n".utf8) + Data(repeating: 0xAB, count: 8192)
        try garbage.write(to: database)
        let result = try ProcessRunner.run(browser, ["--database", database.path, "--measure-startup"])
        #expect(result.status != 0)
        #expect(result.error.contains(database.path), "\(result.error)")
        #expect(result.error.contains("left untouched"))
        #expect(try Data(contentsOf: database) == garbage)
    }

    @Test("--help explains the options and the links", .enabled(if: browser != nil, "needs a built github-browser"))
    func help() throws {
        let browser = try #require(Self.browser)
        let result = try ProcessRunner.run(browser, ["--help"])
        #expect(result.status == 0)
        for expected in [
            "--source", "--architecture mvp|flux|redux", "--database", "--api-url", "--timeout", "--log-actions", "--replay",
            "open", "strata://repos/OWNER/NAME",
        ] {
            #expect(result.output.contains(expected), "missing \(expected) in:\n\(result.output)")
        }
    }

    @Test("bad options fail with a usage message", .enabled(if: browser != nil, "needs a built github-browser"))
    func badOptions() throws {
        let browser = try #require(Self.browser)
        let wrongSource = try ProcessRunner.run(browser, ["--source", "ftp"])
        #expect(wrongSource.status != 0)
        #expect(wrongSource.error.contains("ftp"))
        let wrongURL = try ProcessRunner.run(browser, ["--source", "github", "--api-url", "not a url"])
        #expect(wrongURL.status != 0)
        #expect(wrongURL.error.contains("--api-url"))
        for timeout in ["0", "301", "soon"] {
            let wrongTimeout = try ProcessRunner.run(browser, ["--source", "github", "--timeout", timeout])
            #expect(wrongTimeout.status != 0)
            #expect(wrongTimeout.error.contains("--timeout") || wrongTimeout.error.contains("timeout"), "\(wrongTimeout.error)")
        }
    }

    @Test("a negative or fractional --timeout names the rule, not a missing value", .enabled(if: browser != nil, "needs a built github-browser"))
    func badTimeoutMessages() throws {
        let browser = try #require(Self.browser)
        for timeout in ["-1", "-300", "1.5", "soon", "99999999999999999999"] {
            for arguments in [["--timeout", timeout], ["--timeout=\(timeout)"]] {
                let result = try ProcessRunner.run(browser, ["--source", "github"] + arguments)
                #expect(result.status != 0)
                #expect(result.error.contains("--timeout must be a whole number of seconds from 1 to 300"), "\(arguments): \(result.error)")
                #expect(!result.error.contains("Missing value"), "\(result.error)")
            }
        }
    }

    @Test("a port outside 1-65535 in --api-url is a usage error", .enabled(if: browser != nil, "needs a built github-browser"))
    func badAPIPort() throws {
        let browser = try #require(Self.browser)
        for address in ["http://127.0.0.1:0", "http://127.0.0.1:65536", "https://example.com:70000", "http://127.0.0.1:99999999999999999999"] {
            let result = try ProcessRunner.run(browser, ["--source", "github", "--api-url", address])
            #expect(result.status != 0)
            #expect(result.error.contains("--api-url"), "\(address): \(result.error)")
            #expect(result.error.contains("port"), "\(address): \(result.error)")
            #expect(!result.error.contains("interactive terminal"), "refused before the app starts: \(result.error)")
        }
    }

    @Test("--measure-startup draws the first screen off-screen and reports", .enabled(if: browser != nil, "needs a built github-browser"))
    func measureStartup() throws {
        let browser = try #require(Self.browser)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProcessRunner.run(browser, ["--database", directory.appendingPathComponent("b.sqlite").path, "--measure-startup"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("first screen drawn"))
    }
}

/// `--log-actions` then `--replay` with the Redux app: the book's ch.15 debugging, end to end.
@Suite("github-browser --replay end to end", .serialized)
struct ReplayEndToEndTests {
    @Test("a run logged with --log-actions is replayed: the app comes back on the detail it ended on, the search behind it",
          .enabled(if: BrowserEndToEndTests.browser != nil && BrowserEndToEndTests.tmux != nil, "needs tmux and a built github-browser"))
    func replayRestoresTheRun() async throws {
        let browser = try #require(BrowserEndToEndTests.browser)
        let tmux = try #require(BrowserEndToEndTests.tmux)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = "--database '\(directory.appendingPathComponent("browser.sqlite").path)'"
        let log = directory.appendingPathComponent("actions.log").path

        let first = try TmuxSession(tmux: tmux, command: "'\(browser)' --architecture redux \(files) --log-actions '\(log)'; echo \"exited with $?\"; sleep 60")
        defer { first.kill() }
        await first.expectFirstScreen()
        try first.send("alamofire", literal: true)
        #expect(await first.waitFor("☆ Alamofire/Alamofire") != nil, "the search found Alamofire:\n\(first.pane())")
        try first.send("Down")
        try first.send("Enter")
        #expect(await first.waitFor("Elegant HTTP Networking") != nil, "the detail opened:\n\(first.pane())")
        try await first.expectCleanQuit()
        first.kill()

        let second = try TmuxSession(tmux: tmux, command: "'\(browser)' --architecture redux \(files) --replay '\(log)'; echo \"exited with $?\"; sleep 60")
        defer { second.kill() }
        #expect(await second.waitFor("Elegant HTTP Networking") != nil, "the replay opened on the detail:\n\(second.pane())")
        try second.send("Escape")
        #expect(await second.waitFor("for “alamofire”") != nil, "the search is behind it:\n\(second.pane())")
        try second.send("C-c")
    }

    @Test("a replay that cannot be done is refused with a message that says why, and nothing is written", arguments: [
        ("damaged", "line 3 is not an action this version can replay"),
        ("not a log", "does not start like a log --log-actions wrote"),
        ("mvp", "--replay restores the Redux app's state; add --architecture redux"),
    ])
    func refusedReplay(kind: String, message: String) throws {
        let browser = try #require(BrowserEndToEndTests.browser)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("actions.log")
        let text = switch kind {
        case "damaged": "# github-browser action log (--log-actions): a store's actions and state diffs\n[app] replay: run\n[app] replay: {\"search\":\n"
        default: "root:x:0:0:root:/root:/bin/bash\n"
        }
        try Data(text.utf8).write(to: log)
        let database = directory.appendingPathComponent("browser.sqlite").path
        let architecture = kind == "mvp" ? "mvp" : "redux"
        let result = try ProcessRunner.run(browser, ["--architecture", architecture, "--database", database, "--replay", log.path, "--measure-startup"])
        #expect(result.status != 0)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["actions.log"])
        #expect(try Data(contentsOf: log) == Data(text.utf8))
    }
}
