import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// Text that reaches the real `github-browser` binary as plain key presses — a paste into a
/// terminal without bracketed paste, or a stuck key — and a one-item page that says there is more.
@Suite("github-browser under floods of keys, and short pages", .serialized)
struct KeyFloodEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    /// Starts the browser offline on an empty catalog, with a shell around it that records the
    /// terminal's settings before the run and says after it whether they are back.
    static func start(_ files: LiveSourceEndToEndTests.Files) throws -> TmuxSession {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        let saved = files.directory.appendingPathComponent("stty-before").path
        let arguments = ["--database", files.database, "--catalog", files.catalog]
        let run = ([BrowserCommandLine.quote(browser)] + arguments.map(BrowserCommandLine.quote)).joined(separator: " ")
        let command = "stty -g > \(BrowserCommandLine.quote(saved)); \(run); echo \"exited with $?\"; "
            + "if [ \"$(stty -g)\" = \"$(cat \(BrowserCommandLine.quote(saved)))\" ]; then echo 'terminal restored'; else echo 'terminal NOT restored'; fi; sleep 60"
        return try TmuxSession(tmux: tmux, command: command)
    }

    /// Puts `text` into the pane as tmux pastes a buffer: as plain key presses, or, with
    /// `bracketed`, wrapped in the bracketed-paste markers the app asked for. (`send-keys` refuses
    /// a command this long.)
    static func paste(_ text: String, into session: TmuxSession, in directory: URL, bracketed: Bool) throws {
        let tmux = try #require(Self.tmux)
        let file = directory.appendingPathComponent("paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        _ = try ProcessRunner.run(tmux, ["-L", session.socket, "load-buffer", "-b", "flood", file.path])
        _ = try ProcessRunner.run(tmux, ["-L", session.socket, "paste-buffer", "-b", "flood", "-t", session.name] + (bracketed ? ["-p"] : []))
    }

    @Test("Ctrl-C right after 100,000 characters typed as keys quits at once and restores the terminal",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func ctrlCDuringFlood() async throws {
        let files = try await LiveSourceEndToEndTests.Files()
        let session = try Self.start(files)
        defer { session.kill() }
        await session.expectFirstScreen()
        try Self.paste(String(repeating: "a", count: 100_000), into: session, in: files.directory, bracketed: false)
        try session.send("C-c")
        let end = await session.waitFor("terminal restored")
        #expect(end != nil, "Ctrl-C ended the app and the terminal was restored:\n\(session.pane())")
        #expect(end?.contains("exited with 0") == true, "a clean exit:\n\(session.pane())")
    }

    @Test("10,000 characters typed as keys get the message a 10,000-character bracketed paste gets",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func overLongText() async throws {
        let files = try await LiveSourceEndToEndTests.Files()
        let session = try Self.start(files)
        defer { session.kill() }
        await session.expectFirstScreen()
        let message = "The search text is 10000 characters long; the limit is 256."
        try Self.paste(String(repeating: "b", count: 10_000), into: session, in: files.directory, bracketed: true)
        #expect(await session.waitFor(message) != nil, "pasted text over the limit:\n\(session.pane())")
        try session.send("C-u")
        #expect(await session.waitFor("Type to search repositories") != nil, "the field was cleared:\n\(session.pane())")
        try Self.paste(String(repeating: "c", count: 10_000), into: session, in: files.directory, bracketed: false)
        #expect(await session.waitFor(message) != nil, "typed text over the limit:\n\(session.pane())")
        try await session.expectCleanQuit()
    }

    @Test("a one-item page with a next link loads the next page by itself (live search)",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), .needsLiveTransport)
    func oneItemPageLoadsMore() async throws {
        let files = try await LiveSourceEndToEndTests.Files()
        try await FakeGitHub.run { fake, url in
            let session = try LiveSourceEndToEndTests.start(files, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try LiveSourceEndToEndTests.search(session, "single")
            let both = await session.waitUntil { $0.contains("solo/first") && $0.contains("solo/second") }
            #expect(both != nil, "the second page was loaded without a key:\n\(session.pane())")
            #expect(fake.hitCount("single") == 2, "two pages asked for")
            #expect(await session.waitFor("2 of 2 repositories for “single”") != nil, "the status:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }
}
