import Foundation
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "Sign in with GitHub" (GitHub's OAuth device flow) on the Account tab of the real
/// `github-browser`, started with `--client-id`, against ``FakeGitHub`` whose client ID picks the
/// script (see `DeviceFlowScript`): the code and its address on screen, the polling, the session
/// kept in the private data folder only, the failure alerts, Esc cancelling the wait, and a hostile
/// server's codes refused. The fake names a 1-second poll interval, so a journey waits seconds.
@Suite("github-browser: sign in with GitHub (device flow), end to end", .serialized, .needsLiveTransport)
struct DeviceSignInEndToEndTests {
    typealias Live = LiveSourceEndToEndTests

    /// The poll interval the fake names, in seconds: the shortest the client accepts.
    static let interval = 1

    /// The files of one test: the empty catalog of ``LiveSourceEndToEndTests/Files`` and, under
    /// `xdg`, the app's private data folder (`XDG_DATA_HOME`), where its database — and so the
    /// session — lives.
    struct Files {
        let live: Live.Files
        var xdg: URL { live.directory.appendingPathComponent("xdg") }
        var privateFolder: URL { xdg.appendingPathComponent("strata-github-browser") }

        init() async throws { live = try await Live.Files() }
    }

    /// Starts the browser live from `api` with `--client-id clientID`, its database in the default
    /// place under `files.xdg`, times in UTC and no `GITHUB_TOKEN`.
    static func start(_ files: Files, architecture: Architecture, api: URL, clientID: String) throws -> TmuxSession {
        let browser = try #require(Live.browser)
        let tmux = try #require(Live.tmux)
        let command = BrowserCommandLine.make(
            browser: browser,
            arguments: ["--catalog", files.live.catalog, "--source", "github", "--api-url", api.absoluteString, "--client-id", clientID]
                + architecture.options,
            environment: ["TZ": "UTC", "GITHUB_TOKEN": "", "XDG_DATA_HOME": files.xdg.path]
        )
        return try TmuxSession(tmux: tmux, command: command)
    }

    /// Opens the Account tab, moves the focus from the token field past "Sign in" to "Sign in with
    /// GitHub" and presses it.
    static func signInWithGitHub(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try Live.switchTab(session, to: 4)
        #expect(await session.waitFor("Sign in with GitHub") != nil, "the form offers it:\n\(session.pane())", sourceLocation: sourceLocation)
        try session.send("Tab")
        try session.send("Tab")
        try session.send("Enter")
    }

    /// Starts the browser live from `api` with `clientID`, presses "Sign in with GitHub" and waits
    /// for the alert titled `title`, expecting it to say `message`; returns the session (kill it
    /// when done) and that screen's alert, as ``alertWords(_:)``.
    static func failedSignIn(
        _ files: Files, architecture: Architecture, api: URL, clientID: String, title: String, message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (session: TmuxSession, alert: String) {
        let session = try start(files, architecture: architecture, api: api, clientID: clientID)
        await session.expectFirstScreen(sourceLocation: sourceLocation)
        try await signInWithGitHub(session, sourceLocation: sourceLocation)
        let alert = await session.waitFor(title)
        #expect(alert != nil, "the alert:\n\(session.pane())", sourceLocation: sourceLocation)
        #expect(alertWords(alert).contains(message), "it says why:\n\(session.pane())", sourceLocation: sourceLocation)
        return (session, alertWords(alert))
    }

    /// The device-flow requests the fake counted for one client ID.
    struct Requests: Equatable, CustomStringConvertible {
        /// Codes asked for (`POST /login/device/code`).
        var codes: Int
        /// Polls (`POST /login/oauth/access_token`).
        var polls: Int

        var description: String { "\(codes) code requests, \(polls) polls" }
    }

    /// The device-flow requests for `clientID` that `fake` counted.
    static func requests(_ fake: FakeGitHub, _ clientID: String) -> Requests {
        Requests(codes: fake.hitCount("login/device/code \(clientID)"), polls: fake.hitCount("login/oauth/access_token \(clientID)"))
    }

    /// The words inside the alert's frame on `screen` (the rows from `┌` to `└`, the columns from `┌`
    /// to `┐`), so that a message is found however it wrapped, whatever the screen behind it shows.
    static func alertWords(_ screen: String?) -> String {
        let rows = (screen ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        guard let top = rows.firstIndex(where: { $0.contains("┌") }),
              let left = rows[top].firstIndex(of: "┌"), let right = rows[top].lastIndex(of: "┐")
        else { return "" }
        let inside = rows[top...].prefix { !$0.contains("└") }.map { row in
            String(row[min(left, row.count)..<min(right + 1, row.count)])
        }
        return Live.words(inside.joined(separator: "\n"))
    }

    /// The files under `folder`, at any depth, whose bytes hold `text`.
    static func files(under folder: URL, holding text: String) -> [URL] {
        let needle = Data(text.utf8)
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { url in
            (try? Data(contentsOf: url))?.range(of: needle) != nil
        }
    }

    private static func mode(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Int(info.st_mode) & 0o7777
    }

    @Test("granted: the fake's code and address appear, the app polls, “Signed in as …”; the session outlives a restart and its token is only in the private folder, never on screen",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func granted(architecture: Architecture) async throws {
        let files = try await Files()
        let clientID = DeviceFlowScript.granted.rawValue
        let token = FakeGitHub.validToken
        try await FakeGitHub.run(deviceFlowInterval: Self.interval) { fake, url in
            let session = try Self.start(files, architecture: architecture, api: url, clientID: clientID)
            defer { session.kill() }
            await session.expectFirstScreen()
            let asked = Date()
            try await Self.signInWithGitHub(session)
            let prompt = await session.waitFor(FakeGitHub.userCode)
            #expect(prompt != nil, "the fake's code:\n\(session.pane())")
            let words = Live.words(prompt ?? "")
            #expect(words.contains("Open \(url.absoluteString)/login/device in a browser and enter this code:"), "its address:\n\(session.pane())")
            // The code lives 15 minutes from when the fake issued it, shown in UTC.
            let expiries = [asked, Date()].map { "The code works until \(Live.utcClockTime($0.addingTimeInterval(900))). Waiting for GitHub…" }
            #expect(expiries.contains { words.contains($0) }, "until when:\n\(session.pane())")
            #expect(words.contains("Esc cancel"), "the key help:\n\(session.pane())")
            #expect(prompt?.contains(token) == false)

            let signedIn = await session.waitFor("Signed in as \(FakeGitHub.accountName) (\(FakeGitHub.accountLogin))")
            #expect(signedIn != nil, "signed in:\n\(session.pane())")
            #expect(signedIn?.contains(token) == false, "no token on screen")
            let requests = Self.requests(fake, clientID)
            #expect(requests.codes == 1, "one code")
            #expect(requests.polls == 3, "polled until the fake granted it (two pending answers, then the token)")
            #expect(fake.hitCount("user") >= 1, "the token was checked with GET /user")
            try await session.expectCleanQuit()
            session.kill()

            let again = try Self.start(files, architecture: architecture, api: url, clientID: clientID)
            defer { again.kill() }
            await again.expectFirstScreen("the app started again")
            try Live.switchTab(again, to: 4)
            let kept = await again.waitFor("Signed in as \(FakeGitHub.accountName) (\(FakeGitHub.accountLogin))")
            #expect(kept != nil, "the session was stored:\n\(again.pane())")
            #expect(kept?.contains(token) == false)
            try await again.expectCleanQuit()
        }
        let holders = Self.files(under: files.live.directory, holding: token)
        #expect(!holders.isEmpty, "the session's token is stored")
        let privatePath = files.privateFolder.standardizedFileURL.path + "/"
        for file in holders {
            #expect(file.standardizedFileURL.path.hasPrefix(privatePath), "the token is only in the private folder, not in \(file.path)")
            #expect(Self.mode(file.path) == 0o600, "\(file.lastPathComponent) is private")
        }
        #expect(Self.mode(files.privateFolder.path) == 0o700)
    }

    @Test("denied and expired: the alert says so with Retry and Close; Retry asks for a new code; Close brings the form back",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"),
          arguments: Architecture.allCases, [DeviceFlowScript.denied, .expired])
    func refused(architecture: Architecture, script: DeviceFlowScript) async throws {
        let files = try await Files()
        let clientID = script.rawValue
        let title = "Sign-in with GitHub failed: " + (script == .denied ? "access denied" : "the code expired")
        let message = script == .denied
            ? "The app was refused access on GitHub's page, so you are not signed in."
            : "The code was not entered on GitHub in time. Start signing in again for a new one."
        try await FakeGitHub.run(deviceFlowInterval: Self.interval) { fake, url in
            let (session, alert) = try await Self.failedSignIn(
                files, architecture: architecture, api: url, clientID: clientID, title: title, message: message
            )
            defer { session.kill() }
            #expect(alert.hasSuffix("[ Retry ] [ Close ]"), "Retry and Close:\n\(session.pane())")
            #expect(Self.requests(fake, clientID) == Requests(codes: 1, polls: 1), "one code, one poll that ended it")

            try session.send("Enter") // Retry, the alert's first action
            #expect(await session.waitUntil { _ in Self.requests(fake, clientID).codes == 2 } != nil, "Retry asked for a new code")
            #expect(await session.waitUntil { _ in Self.requests(fake, clientID).polls == 2 } != nil, "and polled with it")
            #expect(await session.waitFor(title) != nil, "which failed the same way:\n\(session.pane())")
            try session.send("Escape") // Close
            #expect(await session.waitUntil { !$0.contains(title) && $0.contains("Sign in with GitHub") } != nil,
                    "the form is back:\n\(session.pane())")
            #expect(Self.requests(fake, clientID) == Requests(codes: 2, polls: 2), "Close asked for nothing more")
            try await session.expectCleanQuit()
        }
    }

    @Test("cancel: Esc while waiting brings the form back, and GitHub is polled no more",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func cancel(architecture: Architecture) async throws {
        let files = try await Files()
        let clientID = DeviceFlowScript.pending.rawValue
        try await FakeGitHub.run(deviceFlowInterval: Self.interval) { fake, url in
            let session = try Self.start(files, architecture: architecture, api: url, clientID: clientID)
            defer { session.kill() }
            await session.expectFirstScreen()
            try await Self.signInWithGitHub(session)
            #expect(await session.waitFor(FakeGitHub.userCode) != nil, "the code:\n\(session.pane())")
            #expect(await session.waitUntil { _ in Self.requests(fake, clientID).polls >= 1 } != nil, "the app polls")
            try session.send("Escape")
            let form = await session.waitUntil { $0.contains("Not signed in") && $0.contains("Sign in with GitHub") && !$0.contains(FakeGitHub.userCode) }
            #expect(form != nil, "the form is back:\n\(session.pane())")
            #expect(form?.contains("Esc cancel") == false, "nothing left to cancel")
            let polls = Self.requests(fake, clientID).polls
            // Uncancelled, the wait would poll every second: give it four. A poll already on its
            // way when Esc was pressed may still arrive.
            let more = await session.waitUntil(seconds: Double(4 * Self.interval)) { _ in Self.requests(fake, clientID).polls > polls + 1 }
            #expect(more == nil, "no polls after the cancel: \(Self.requests(fake, clientID).polls) after \(polls)")
            #expect(Self.requests(fake, clientID).codes == 1)
            #expect(!session.pane().contains("Signed in as"))
            try await session.expectCleanQuit()
        }
    }

    @Test("a hostile server's code — an escape sequence in the user code, an address on another host, an escape in GitHub's error — ends in a clear alert, with no control character on screen",
          .enabled(if: Live.browser != nil && Live.tmux != nil, "needs tmux and a built github-browser"),
          arguments: Architecture.allCases, [
              (DeviceFlowScript.controlCharacterUserCode, "Sign-in with GitHub failed: unreadable reply", "the user code is not up to 16 of A-Z, 0-9 and '-'"),
              (.verificationOnOtherHost, "Sign-in with GitHub failed: unreadable reply", "the verification address is not on"),
              (.unknownError, "Sign-in with GitHub failed: request refused", "GitHub refused the sign-in (31mhacked)"),
          ])
    func hostile(architecture: Architecture, script: (DeviceFlowScript, String, String)) async throws {
        let files = try await Files()
        let (flow, title, reason) = script
        try await FakeGitHub.run(deviceFlowInterval: Self.interval) { fake, url in
            let (session, alert) = try await Self.failedSignIn(
                files, architecture: architecture, api: url, clientID: flow.rawValue, title: title, message: reason
            )
            defer { session.kill() }
            #expect(alert.hasSuffix("[ Close ]"), "it can be closed:\n\(session.pane())")
            #expect(!ReadmeEndToEndTests.holdsControlCharacters(session.pane()), "no control character on screen:\n\(session.pane())")
            #expect(!session.pane().contains("WDJB") && !session.pane().contains("evil.example"), "nothing of the code is shown:\n\(session.pane())")
            #expect(session.pane().contains("^C quit"), "the screen was not cleared:\n\(session.pane())")
            #expect(Self.requests(fake, flow.rawValue).codes == 1)
            try session.send("Escape")
            #expect(await session.waitUntil { !$0.contains(title) && $0.contains("Sign in with GitHub") } != nil,
                    "the form is back:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }
}
