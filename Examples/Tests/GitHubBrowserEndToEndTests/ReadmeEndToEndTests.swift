import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// The README on the detail screen and the "GitHub is unavailable" alerts, in the real
/// `github-browser` binary with `--source github` against ``FakeGitHub``, as a user sees them in
/// tmux: every architecture draws them alike.
@Suite("github-browser: READMEs and GitHub unavailable, end to end", .serialized, .needsLiveTransport)
struct ReadmeEndToEndTests {
    typealias Live = LiveSourceEndToEndTests

    /// Whether `text` holds an escape, another control character than the line break, a C1 control
    /// or a bidirectional formatting character.
    static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    /// Leaves a detail (Esc), puts the focus back in the search field (Esc leaves it on the list)
    /// and searches `text`.
    static func back(_ session: TmuxSession, andSearch text: String) async throws {
        try session.send("Escape")
        #expect(await session.waitFor("Tab next") != nil, "back on the list:\n\(session.pane())")
        try session.send("Tab")
        try Live.search(session, text)
    }

    @Test("a detail shows its README; the hostile one sets no title and shows no control character; the 2 MiB one says why it is not shown; none says so",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func readmes(architecture: Architecture) async throws {
        let files = try await Live.Files()
        try await FakeGitHub.run { fake, url in
            let session = try Live.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Live.search(session, "hello")
            #expect(await session.waitFor("☆ octo/hello") != nil, "the fake's result:\n\(session.pane())")
            try session.send("Down")
            try session.send("Enter")
            let hello = await session.waitFor("• two")
            #expect(hello != nil, "the README is rendered under the facts:\n\(session.pane())")
            #expect(hello?.contains("A small project. See the docs and run swift run.") == true)
            #expect(hello?.contains("print(\"hello\")") == true, "code as written")
            #expect(fake.hitCount("repos/octo/hello/readme") >= 1)

            try await Self.back(session, andSearch: "zephyr")
            #expect(await session.waitFor("☆ octo/zephyr-docs") != nil, "both kites:\n\(session.pane())")
            try session.send("Down")
            try session.send("Enter")
            #expect(await session.waitFor("☆ Not a favourite") != nil, "the hostile repository's detail:\n\(session.pane())")
            let hostile = await session.waitFor("indented")
            #expect(hostile != nil, "its README:\n\(session.pane())")
            #expect(hostile?.contains("clear") == true && hostile?.contains("red") == true)
            #expect(!Self.holdsControlCharacters(session.pane()), "no control character reached the screen:\n\(session.pane())")
            #expect(!(try session.display("#{pane_title}")).contains("PWNED"), "no window-title escape reached the terminal")
            try session.send("Escape")
            try session.send("Down")
            try session.send("Enter")
            let oversized = await session.waitFor("The README could not be loaded", seconds: 40)
            #expect(oversized != nil, "the 2 MiB README says why it is not shown:\n\(session.pane())")
            #expect(Live.words(session.pane()).contains("the reply is larger than"), "over the client's cap:\n\(session.pane())")

            try await Self.back(session, andSearch: "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil)
            try session.send("Down")
            try session.send("Enter")
            #expect(await session.waitFor("This repository has no README.") != nil, "a 404 is no README:\n\(session.pane())")
            try session.send("Escape")
            try await session.expectCleanQuit()
        }
    }

    @Test("GitHub unavailable (503): the alert names it and says when to try again, with Retry-After and without",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func serviceUnavailable(architecture: Architecture) async throws {
        let files = try await Live.Files()
        try await FakeGitHub.run { _, url in
            let session = try Live.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Live.search(session, "maintenance")
            // The search's status says it first; the screen that says when to try again follows.
            #expect(await session.waitUntil(seconds: 40) { Live.words($0).contains("It asks to try again after") } != nil,
                    "the 503 screen, with Retry-After's time:\n\(session.pane())")
            #expect(session.pane().contains("GitHub is unavailable"))
            try session.send("Escape")
            try Live.search(session, "overloaded")
            #expect(await session.waitUntil(seconds: 40) { Live.words($0).contains("Try again in a few minutes.") } != nil,
                    "without Retry-After:\n\(session.pane())")
            #expect(session.pane().contains("GitHub is unavailable"))
            try session.send("Escape")
            try await session.expectCleanQuit()
        }
    }
}
