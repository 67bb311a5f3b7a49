import Foundation
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import StrataTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real `github-browser` against what an attacker or a clumsy user hands it (issue 37): forged
/// replay logs, job control, a restrictive umask, a refused log, an unsendable token, a 4 MB
/// account and a damaged catalog. Each case failed before its fix.
@Suite("github-browser against hostile input, end to end", .serialized)
struct HostileInputEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")
    static let header = "# github-browser action log (--log-actions): a store's actions and state diffs"

    /// A new folder, removed when the test ends.
    final class Folder: Sendable {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("gb-hostile-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        func path(_ name: String) -> String { url.appendingPathComponent(name).path }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    /// A replay log of one run whose lines are `actions` (each an action's JSON), as a second
    /// instance could never have written it.
    static func log(_ actions: [String]) -> String {
        ([header, "[app] replay: run 1-1"] + actions.map { "[app] replay: 1-1 " + $0 }).joined(separator: "\n") + "\n"
    }

    /// Runs the Redux app with `--replay log`, off a terminal (`--measure-startup`): how it ended.
    static func replay(_ text: String, in folder: Folder) throws -> ProcessRunner.Result {
        let browser = try #require(Self.browser)
        let log = folder.path("forged.log")
        try Data(text.utf8).write(to: URL(fileURLWithPath: log))
        return try ProcessRunner.run(browser, [
            "--architecture", "redux", "--database", folder.path("browser.sqlite"), "--catalog", folder.path("catalog.sqlite"),
            "--replay", log, "--measure-startup",
        ])
    }

    // MARK: - --replay

    @Test("a logged search whose next page number is forged to 2^62 is refused at start with its line (load more crashed with SIGILL)",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func forgedPageNumber() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let folder = try Folder()
        let log = folder.path("actions.log")
        let files = ["--database", folder.path("browser.sqlite"), "--catalog", folder.path("catalog.sqlite")]
        let run = try TmuxSession(tmux: tmux, command: BrowserCommandLine.make(browser: browser, arguments: ["--architecture", "redux"] + files + ["--log-actions", log]))
        defer { run.kill() }
        await run.expectFirstScreen()
        try run.send("swift", literal: true)
        #expect(await run.waitFor("swiftlang/swift") != nil, "the search found a first page:\n\(run.pane())")
        try await run.expectCleanQuit()
        run.kill()
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains(#""nextPage":{"number":2,"#), "the log holds a next page")
        let forged = text.replacingOccurrences(of: #""nextPage":{"number":2,"#, with: #""nextPage":{"number":4611686018427387904,"#)
        let result = try Self.replay(forged, in: folder)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.contains("cannot be replayed: line "), "\(result.error)")
        #expect(result.error.contains("Page numbers go up to 10000000, not 4611686018427387904"), "\(result.error)")
    }

    @Test("a 60 MB query in a log is refused by its line's length, before it is decoded (it took 80 s and 1.2 GB to start)",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func hugeQuery() throws {
        let folder = try Folder()
        let query = String(repeating: "q", count: 60 * 1024 * 1024)
        let result = try Self.replay(Self.log([#"{"search":{"_0":{"queryChanged":{"_0":"\#(query)"}}}}"#]), in: folder)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.contains("line 3 holds an action the app could not have produced (the line is 62914604 bytes long"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("browser.sqlite")), "nothing was written")
    }

    @Test("100,000 pushes are refused at the first push past a tab's depth (start-up was quadratic: 90 s at 100% CPU)",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func deepPushes() throws {
        let folder = try Folder()
        let push = #"{"navigation":{"_0":{"push":{"_0":{"userRepositories":{}},"on":{"account":{}}}}}}"#
        let result = try Self.replay(Self.log(Array(repeating: push, count: 100_000)), in: folder)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.error.contains("line 19 holds an action the app could not have produced (a screen pushed over 16 others, more than the 16 a tab holds)"), "\(result.error)")
    }

    @Test("a large valid replay says how many actions it replays before it starts, and Ctrl-C ends it meanwhile",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func largeReplayAnnouncedAndInterruptible() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let folder = try Folder()
        let log = folder.path("large.log")
        let typing = (0..<300_000).map { #"{"search":{"_0":{"queryChanged":{"_0":"swift \#($0 % 97)"}}}}"# }
        try Data(Self.log(typing).utf8).write(to: URL(fileURLWithPath: log))
        // The shell catches SIGINT (so that it stays to report how the app ended); the app, started
        // with SIGINT at its default, is ended by it.
        let session = try TmuxSession(tmux: tmux, command: "trap true INT; " + BrowserCommandLine.make(browser: browser, arguments: [
            "--architecture", "redux", "--database", folder.path("browser.sqlite"), "--catalog", folder.path("catalog.sqlite"), "--replay", log,
        ]), columns: 160)
        defer { session.kill() }
        #expect(await session.waitFor("Replaying 300000 actions of the last run in \(log)…") != nil, "the replay is announced:\n\(session.pane())")
        try session.send("C-c")
        #expect(await session.waitFor("exited with 130") != nil, "Ctrl-C ended the start-up, while it replayed:\n\(session.pane())")
    }

    // MARK: - Job control

    @Test("Ctrl-Z gives the terminal back to the shell and fg brings the screen back in raw mode (the shell drew over the app; keys echoed after fg)",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func jobControl() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let folder = try Folder()
        let session = try TmuxSession(tmux: tmux, command: "exec env PS1='shell$ ' bash --norc --noprofile -i")
        defer { session.kill() }
        #expect(await session.waitFor("shell$") != nil, "the shell started:\n\(session.pane())")
        let command = [browser, "--database", folder.path("browser.sqlite"), "--catalog", folder.path("catalog.sqlite")]
            .map(BrowserCommandLine.quote).joined(separator: " ")
        try session.send(command, literal: true)
        try session.send("Enter")
        await session.expectFirstScreen()
        try session.send("C-z")
        let stopped = await session.waitUntil { $0.contains("Stopped") && $0.contains("shell$") && !$0.contains("^C quit") }
        #expect(stopped != nil, "the shell has its screen back while the app is stopped:\n\(session.pane())")
        try session.send("stty -a | grep -o ' -icanon\\| icanon' | head -1; echo", literal: true)
        try session.send("Enter")
        #expect(await session.waitFor(" icanon") != nil, "the shell got a cooked terminal back:\n\(session.pane())")
        try session.send("fg", literal: true)
        try session.send("Enter")
        #expect(await session.waitUntil { $0.contains("^C quit") && !$0.contains("shell$") } != nil, "the app redrew its whole screen:\n\(session.pane())")
        let tty = try session.display("#{pane_tty}").trimmingCharacters(in: .whitespacesAndNewlines)
        let modes = try ProcessRunner.run("/bin/stty", ["-F", tty, "-a"]).output
        #expect(modes.contains("-icanon") && modes.contains("-echo "), "the terminal is raw again (it was left with icanon echo): \(modes)")
        try session.send("alamofire", literal: true)
        #expect(await session.waitFor("☆ Alamofire/Alamofire") != nil, "keys reach the app:\n\(session.pane())")

        // The same with `kill -TSTP` from outside, and `kill -CONT`.
        let shell = try session.display("#{pane_pid}")
        let children = try ProcessRunner.run("/usr/bin/pgrep", ["-P", shell.trimmingCharacters(in: .whitespacesAndNewlines)])
        let app = try #require(Int32(children.output.split(separator: "\n").first ?? ""), "the app's pid: \(children)")
        #expect(kill(app, SIGTSTP) == 0)
        #expect(await session.waitUntil { $0.contains("Stopped") && !$0.contains("^C quit") } != nil, "SIGTSTP gave the terminal back:\n\(session.pane())")
        try session.send("fg", literal: true)
        try session.send("Enter")
        #expect(await session.waitFor("^C quit") != nil, "fg brought the app back:\n\(session.pane())")
        try session.send("C-c")
        #expect(await session.waitFor("shell$") != nil, "Ctrl-C quit to the shell:\n\(session.pane())")
    }

    // MARK: - Files

    @Test("under umask 777 the launch counts file is 0600 (it was created with mode 000)",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func launchCountsPrivateUnderUmask() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let folder = try Folder()
        let command = "umask 777; " + BrowserCommandLine.make(browser: browser, arguments: [], environment: ["XDG_DATA_HOME": folder.url.path])
        let session = try TmuxSession(tmux: tmux, command: command)
        defer { session.kill() }
        await session.expectFirstScreen()
        try await session.expectCleanQuit()
        let file = folder.path("strata-github-browser/launch-paths.json")
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test("a refused --log-actions creates nothing: no data folder, no database",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func refusedLogCreatesNothing() throws {
        let browser = try #require(Self.browser)
        let folder = try Folder()
        let notALog = folder.path("notes.txt")
        try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: notALog))
        let data = folder.path("data")
        let result = try ProcessRunner.run(browser, ["--log-actions", notALog, "--measure-startup"], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 1)
        #expect(result.error.contains("is not a log this program wrote"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: data), "no data folder was made")
        #expect(try String(contentsOfFile: notALog, encoding: .utf8) == "my notes\n")
    }

    @Test("a damaged offline catalog is left byte for byte as it was when the app refuses it (12 bytes changed)",
          .enabled(if: browser != nil, "needs a built github-browser"))
    func damagedCatalogUntouched() throws {
        let browser = try #require(Self.browser)
        let folder = try Folder()
        let catalog = URL(fileURLWithPath: folder.path("catalog.sqlite"))
        do { _ = try OfflineCatalog.open(at: catalog) } // the built-in catalog, seeded, closed
        var bytes = try Data(contentsOf: catalog)
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        bytes.replaceSubrange(pageSize..<(2 * pageSize), with: Data(count: pageSize)) // page 2
        try bytes.write(to: catalog)
        let result = try ProcessRunner.run(browser, ["--database", folder.path("browser.sqlite"), "--catalog", catalog.path, "--measure-startup"])
        #expect(result.status == 1)
        #expect(result.error.contains("left untouched"), "\(result.error)")
        #expect(try Data(contentsOf: catalog) == bytes, "not one byte changed")
    }

    // MARK: - The live source

    @Test("a GITHUB_TOKEN with DEL in it is refused at start as not a token (it sent no request, and the alert blamed an unreadable reply)",
          .enabled(if: browser != nil, "needs a built github-browser"), .needsLiveTransport)
    func tokenWithDelete() throws {
        let browser = try #require(Self.browser)
        let folder = try Folder()
        let result = try ProcessRunner.run(
            browser, ["--source", "github", "--api-url", "http://127.0.0.1:9", "--database", folder.path("browser.sqlite"), "--measure-startup"],
            environment: ["GITHUB_TOKEN": "ghp_abc\u{7F}def"]
        )
        #expect(result.status == 1)
        #expect(result.error.contains("GITHUB_TOKEN is not a usable token: A token holds only printable ASCII"), "\(result.error)")
    }

    @Test("a 4 MB account reply is refused on the Account tab with the reason, never laid out as a 3 MB login",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), .needsLiveTransport)
    func hugeAccount() async throws {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let folder = try Folder()
        try await FakeGitHub.run { _, url in
            let catalog = try OfflineCatalog.open(at: URL(fileURLWithPath: folder.path("catalog.sqlite")), seed: nil)
            try await catalog.markSeeded(source: "end-to-end tests: an empty catalog")
            let command = BrowserCommandLine.make(browser: browser, arguments: [
                "--source", "github", "--api-url", url.absoluteString, "--database", folder.path("browser.sqlite"), "--catalog", folder.path("catalog.sqlite"),
                "--timeout", "120",
            ], environment: ["GITHUB_TOKEN": FakeGitHub.hugeAccountToken])
            let session = try TmuxSession(tmux: tmux, command: command)
            defer { session.kill() }
            await session.expectFirstScreen()
            if session.pane().contains("^U clear") { try session.send("Tab") }
            try session.send("4", literal: true)
            #expect(await session.waitFor("Account unavailable") != nil, "the reply was refused:\n\(session.pane())")
            let words = session.pane().split { $0.isWhitespace || "│┌┐└┘─".contains($0) }.joined(separator: " ")
            #expect(words.contains("the login is 3000000 characters, more than the 100 an account has"), "\(words)")
            #expect(!session.pane().contains("mmmmmmmmmm"), "no login of megabytes was laid out")
            try await session.expectCleanQuit()
        }
    }
}
