import Foundation
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import StrataTesting
import Testing

/// Drives the real `github-browser` binary with `--source github` against ``FakeGitHub`` (a local
/// HTTP server in this test process), and checks what a user sees on screen.
@Suite("github-browser --source github end to end", .serialized, .needsLiveTransport)
struct LiveSourceEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    /// A fresh user database and catalog, removed when the test ends. The catalog starts empty
    /// and marked seeded: these tests are about the live source and what it caches, and the
    /// built-in catalog's real repositories would answer some of the fake's test words
    /// (`drop`, `slow`, `zephyr`) before the fake does.
    final class Files: Sendable {
        let directory: URL
        var database: String { directory.appendingPathComponent("browser.sqlite").path }
        var catalog: String { directory.appendingPathComponent("catalog.sqlite").path }

        init() async throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-live-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let empty = try OfflineCatalog.open(at: directory.appendingPathComponent("catalog.sqlite"), seed: nil)
            try await empty.markSeeded(source: "end-to-end tests: an empty catalog")
        }

        deinit { try? FileManager.default.removeItem(at: directory) }
    }

    /// Starts the browser in tmux (at `link`, if given): live from `api` when given, else offline;
    /// times in UTC so the rate-limit alert's clock time is known; `GITHUB_TOKEN` only when `token`
    /// is given; `options` are added to the command line.
    static func start(
        _ files: Files, architecture: Architecture = .mvp, api: URL?, token: String? = nil, link: String? = nil, options: [String] = []
    ) throws -> TmuxSession {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        var arguments = (link.map { ["open", $0] } ?? []) + ["--database", files.database, "--catalog", files.catalog]
        if let api { arguments += ["--source", "github", "--api-url", api.absoluteString] }
        arguments += architecture.options + options
        let command = BrowserCommandLine.make(
            browser: browser,
            arguments: arguments,
            environment: ["TZ": "UTC", "GITHUB_TOKEN": token ?? ""]
        )
        return try TmuxSession(tmux: tmux, command: command)
    }

    /// `HH:MM` of `date` in UTC, as the app shows times with `TZ=UTC`.
    static func utcClockTime(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// The words of `screen` in reading order, one space apart, without the alert's frame, so a
    /// sentence can be found however the alert wrapped it.
    static func words(_ screen: String) -> String {
        screen.split { $0.isWhitespace || "│┌┐└┘─".contains($0) }.joined(separator: " ")
    }

    /// Types `text` in the search field, replacing what was there.
    static func search(_ session: TmuxSession, _ text: String) throws {
        try session.send("C-u")
        try session.send(text, literal: true)
    }

    /// Switches to tab `number`. Digits switch tabs unless the search field has focus (its key
    /// help offers ^U clear), where they would be typed: Tab moves the focus out of it first.
    static func switchTab(_ session: TmuxSession, to number: Int) throws {
        if session.pane().contains("^U clear") { try session.send("Tab") }
        try session.send("\(number)", literal: true)
    }

    @Test("live search → detail → favourite → quit → offline restart: the repository is a favourite and found offline",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func liveResultsStayBrowsableOffline(architecture: Architecture) async throws {
        let files = try await Files()
        let kite = try #require(FakeGitHub.repositories.first { $0.name == "zephyr-kite" })
        try await FakeGitHub.run { fake, url in
            let live = try Self.start(files, architecture: architecture, api: url)
            defer { live.kill() }
            await live.expectFirstScreen()
            try Self.search(live, "zephyr")
            let results = await live.waitFor("☆ \(kite.fullName)")
            #expect(results != nil, "the fake's results are listed:\n\(live.pane())")
            #expect(results?.contains(kite.summary) == true, "with the description")
            #expect(results?.contains("\(kite.language) · 4.3k stars") == true, "with language and stars")
            #expect(results?.contains("☆ octo/zephyr-docs") == true, "both matches are listed")
            try live.send("Down")
            try live.send("Enter")
            let detail = await live.waitFor("☆ Not a favourite")
            #expect(detail != nil, "the detail opened:\n\(live.pane())")
            #expect(detail?.contains("4,321") == true, "with the live star count")
            #expect(detail?.contains("https://github.com/\(kite.fullName)") == true)
            #expect(fake.hitCount("repos/\(kite.owner)/\(kite.name)") >= 1, "the detail was fetched from the API")
            try live.send("f", literal: true)
            #expect(await live.waitFor("★ Favourite") != nil, "f made it a favourite:\n\(live.pane())")
            try live.send("Escape")
            #expect(await live.waitFor("★ \(kite.fullName)") != nil, "the search shows the new mark:\n\(live.pane())")
            try await live.expectCleanQuit()
        }

        // The fake GitHub is gone: everything below comes from the local files.
        let offline = try Self.start(files, architecture: architecture, api: nil)
        defer { offline.kill() }
        await offline.expectFirstScreen("the app started offline")
        try Self.search(offline, "zephyr")
        let cached = await offline.waitFor("★ \(kite.fullName)")
        #expect(cached != nil, "the offline search finds the cached favourite:\n\(offline.pane())")
        #expect(cached?.contains("☆ octo/zephyr-docs") == true, "and the other cached result")
        try offline.send("Down")
        try offline.send("Enter")
        let detail = await offline.waitFor("★ Favourite")
        #expect(detail != nil, "the cached detail opens offline:\n\(offline.pane())")
        #expect(detail?.contains("4,321") == true)
        try offline.send("Escape")
        #expect(await offline.waitFor("☆ octo/zephyr-docs") != nil, "back on the search:\n\(offline.pane())")
        try Self.switchTab(offline, to: 2)
        let favourites = await offline.waitFor("1 favourite")
        #expect(favourites?.contains("★ \(kite.fullName)") == true, "the favourite is in the Favourites tab:\n\(offline.pane())")
        try await offline.expectCleanQuit()
    }

    @Test("a 403 rate limit shows “rate limited until HH:MM” (local time) and the app keeps working",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func rateLimit() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, "ratelimit")
            // TZ=UTC: the alert shows the fake's reset time in UTC.
            let alert = await session.waitFor("Rate limited until \(Self.utcClockTime(fake.rateLimitReset))")
            #expect(alert != nil, "the rate-limit alert:\n\(session.pane())")
            #expect(alert?.contains("Rate limited") == true)
            #expect(fake.hitCount("ratelimit") == 1, "a 4xx is not retried")
            try session.send("Escape")
            try Self.search(session, "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil, "the app still searches:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }

    @Test("a reply slower than --timeout ends, after the retries, in the no-answer alert; the app keeps working",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func slowReply() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            // The fake answers "slow" after 3 s; with a 1 s time-out each of the 3 attempts times out.
            let session = try Self.start(files, api: url, options: ["--timeout", "1"])
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, "slow")
            let alert = await session.waitFor("No answer", seconds: 40)
            #expect(alert != nil, "the time-out alert:\n\(session.pane())")
            #expect(alert?.contains("took too long to answer") == true)
            // At most the three attempts reach the fake (the retries themselves are counted at the
            // client in GitHubAPIClientTests: on a loaded machine a late attempt can time out
            // before its request reaches the fake).
            #expect((1...3).contains(fake.hitCount("slow")), "a time-out is retried a bounded number of times")
            try session.send("Escape")
            try Self.search(session, "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil, "the app still searches:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }

    @Test("a connection dropped mid-reply ends, after the retries, in the unreadable-reply alert (not offline); Retry asks again",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func droppedConnection() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, "drop")
            // The server answered, then the connection dropped: a reply cut off, not "offline".
            let alert = await session.waitFor("Unreadable reply", seconds: 40)
            #expect(alert != nil, "the unreadable-reply alert:\n\(session.pane())")
            #expect(alert?.contains("cut off") == true)
            #expect(alert?.contains("You are offline") == false)
            #expect(fake.hitCount("drop") == 3, "a reply cut off is retried, a bounded number of times")
            try session.send("Enter") // Retry, the alert's first action
            #expect(await session.waitUntil(seconds: 40) { _ in fake.hitCount("drop") == 6 } != nil, "Retry searched again")
            #expect(await session.waitFor("Unreadable reply") != nil, "and failed the same way:\n\(session.pane())")
            try session.send("Escape")
            try await session.expectCleanQuit()
        }
    }

    @Test("a malformed reply ends in the unreadable-reply alert; a 500 then a success shows the results",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func malformedAndRetried() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, "malformed")
            let alert = await session.waitFor("Unreadable reply")
            #expect(alert != nil, "the malformed-reply alert:\n\(session.pane())")
            #expect(alert?.contains("could not be read") == true)
            try session.send("Escape")
            try Self.search(session, "flaky")
            let recovered = await session.waitFor("☆ o/recovered")
            #expect(recovered != nil, "the retry after the 500 shows the results:\n\(session.pane())")
            #expect(recovered?.contains("Server error") == false, "no alert for a 500 that a retry fixed")
            #expect(fake.hitCount("flaky") == 2, "one 500, one retry")
            try await session.expectCleanQuit()
        }
    }

    @Test("deep links in live mode: a repository opens from the API; a missing one shows the not-found alert",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func deepLinks(architecture: Architecture) async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let found = try Self.start(files, architecture: architecture, api: url, link: "strata://repos/octo/hello")
            defer { found.kill() }
            let detail = await found.waitFor("☆ Not a favourite")
            #expect(detail != nil, "the detail opened:\n\(found.pane())")
            #expect(detail?.contains("The hello project") == true)
            #expect(fake.hitCount("repos/octo/hello") == 1)
            try await found.expectCleanQuit()
            found.kill()

            let missing = try Self.start(files, architecture: architecture, api: url, link: "strata://repos/octo/missing")
            defer { missing.kill() }
            let alert = await missing.waitFor("There is no such repository")
            #expect(alert != nil, "the not-found alert:\n\(missing.pane())")
            #expect(fake.hitCount("repos/octo/missing") == 1, "a 404 is not retried")
            try await missing.expectCleanQuit()
        }
    }

    @Test("the Public tab in live mode lists GitHub's public repositories",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func publicTab(architecture: Architecture) async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.switchTab(session, to: 3)
            let list = await session.waitFor("user1/repo-1")
            #expect(list != nil, "the public list:\n\(session.pane())")
            #expect(list?.contains("user2/repo-2") == true)
            #expect(fake.hitCount("repositories") >= 1)
            try await session.expectCleanQuit()
        }
    }

    @Test("stopped (kill -TSTP, then Ctrl-Z) and brought back with fg, the Public tab asks GitHub for its list again once it is old enough",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func reloadAfterStop(architecture: Architecture) async throws {
        let files = try await Files()
        let browser = try #require(Self.browser)
        try await FakeGitHub.run { fake, url in
            // A shell with job control, so that a stop is a stop and `fg` continues it. The minimum
            // age is 0: every continue is past it, and the test waits for no clock.
            let session = try TmuxSession(tmux: Self.tmux, command: "exec env PS1='shell$ ' bash --norc --noprofile -i")
            defer { session.kill() }
            #expect(await session.waitFor("shell$") != nil, "the shell started")
            let shellPID = try #require(Int32(try session.display("#{pane_pid}")))
            let arguments = ["--database", files.database, "--catalog", files.catalog, "--source", "github", "--api-url", url.absoluteString,
                             "--reload-when-active-after", "0"] + architecture.options
            // The browser alone on the line: bash would go on to the next command of a list once the
            // browser stops.
            let command = (["env", "TZ=UTC", "GITHUB_TOKEN=", browser] + arguments).map(BrowserCommandLine.quote).joined(separator: " ")
            try session.send(command, literal: true)
            try session.send("Enter")
            await session.expectFirstScreen()
            try Self.switchTab(session, to: 3)
            #expect(await session.waitFor("user1/repo-1") != nil, "the public list:\n\(session.pane())")
            #expect(await session.waitUntil { _ in fake.hitCount("repositories") == 1 } != nil)
            let children = try String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)
            let pid = try #require(children.split(separator: " ").first.flatMap { Int32($0) }, "the browser is the shell's child")

            let stops: [(String, () -> Void)] = [("kill -TSTP", { _ = kill(pid, SIGTSTP) }), ("Ctrl-Z", { _ = try? session.send("C-z") })]
            for (round, stop) in stops.enumerated() {
                stop.1()
                #expect(await session.waitUntil { $0.contains("Stopped") && $0.contains("shell$") } != nil, "\(stop.0): stopped:\n\(session.pane())")
                try session.send("fg", literal: true)
                try session.send("Enter")
                #expect(await session.waitUntil { $0.contains("user1/repo-1") && !$0.contains("shell$") } != nil, "\(stop.0): fg took the screen back:\n\(session.pane())")
                #expect(await session.waitUntil { _ in fake.hitCount("repositories") == round + 2 } != nil,
                        "\(stop.0): the list was asked for again (\(fake.hitCount("repositories")) requests)")
            }
            try session.send("C-c")
            #expect(await session.waitUntil { $0.contains("shell$") && !$0.contains("user1/repo-1") } != nil, "Ctrl-C quit to the shell:\n\(session.pane())")
        }
    }

    @Test("a refused token on the Account tab shows the sign-in alert",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func refusedSignIn(architecture: Architecture) async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.switchTab(session, to: 4)
            #expect(await session.waitFor("Not signed in") != nil, "the Account tab:\n\(session.pane())")
            try session.send("not-the-token", literal: true)
            try session.send("Enter")
            let alert = await session.waitFor("Sign-in failed: sign-in needed")
            #expect(alert != nil, "the sign-in alert:\n\(session.pane())")
            #expect(alert?.contains("did not accept the token") == true)
            #expect(fake.hitCount("user") == 1)
            try await session.expectCleanQuit()
        }
    }

    @Test("after signing in on the Account tab, live searches carry the token without a restart",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func signInAppliesToSearches(architecture: Architecture) async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, architecture: architecture, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil, "a search signed out:\n\(session.pane())")
            #expect(fake.authorizedSearchCount("cloud") == 0, "no token yet")
            try Self.switchTab(session, to: 4)
            #expect(await session.waitFor("Not signed in") != nil, "the Account tab:\n\(session.pane())")
            try session.send(FakeGitHub.validToken, literal: true)
            try session.send("Enter")
            let signedIn = await session.waitFor("Signed in as \(FakeGitHub.accountName) (\(FakeGitHub.accountLogin))")
            #expect(signedIn != nil, "signed in:\n\(session.pane())")
            try session.send("1", literal: true)
            #expect(await session.waitFor("nimbus/cloud-atlas") != nil, "back on the Search tab:\n\(session.pane())")
            if !session.pane().contains("^U clear") { try session.send("Tab") }
            try Self.search(session, "zephyr")
            #expect(await session.waitFor("☆ octo/zephyr-kite") != nil, "a search signed in:\n\(session.pane())")
            #expect(fake.authorizedSearchCount("zephyr") >= 1, "the search carried the new token")
            try await session.expectCleanQuit()
        }
    }

    @Test("a valid GITHUB_TOKEN shows its account on the Account tab, and is not stored: a launch without it is signed out",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"), arguments: Architecture.allCases)
    func environmentToken(architecture: Architecture) async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let first = try Self.start(files, architecture: architecture, api: url, token: FakeGitHub.validToken)
            defer { first.kill() }
            await first.expectFirstScreen()
            try Self.switchTab(first, to: 4)
            let account = await first.waitFor("Signed in as \(FakeGitHub.accountName) (\(FakeGitHub.accountLogin))")
            #expect(account != nil, "the Account tab shows the token's account:\n\(first.pane())")
            #expect(fake.hitCount("user") == 1, "the token was checked once")
            try Self.switchTab(first, to: 1)
            #expect(await first.waitFor("Type to search repositories") != nil, "back on the Search tab:\n\(first.pane())")
            if !first.pane().contains("^U clear") { try first.send("Tab") }
            #expect(await first.waitFor("^U clear") != nil, "the search field has focus:\n\(first.pane())")
            try Self.search(first, "zephyr")
            #expect(await first.waitFor("☆ octo/zephyr-kite") != nil, "a search:\n\(first.pane())")
            #expect(fake.authorizedSearchCount("zephyr") >= 1, "searches carry GITHUB_TOKEN")
            try await first.expectCleanQuit()
            first.kill()

            let second = try Self.start(files, architecture: architecture, api: url)
            defer { second.kill() }
            await second.expectFirstScreen("the app started again")
            try Self.switchTab(second, to: 4)
            #expect(await second.waitFor("Not signed in") != nil, "GITHUB_TOKEN was not stored:\n\(second.pane())")
            try await second.expectCleanQuit()
        }
    }

    @Test("a redirect to another port gets no token: the results land, the token stays with the API",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func redirectKeepsTokenHome() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, api: url, token: FakeGitHub.validToken)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, HostileSearch.redirectOtherPort.rawValue)
            #expect(await session.waitFor("☆ o/landed-port") != nil, "the redirected search shows its result:\n\(session.pane())")
            #expect(fake.authorizedSearchCount(HostileSearch.redirectOtherPort.rawValue) >= 1, "the API got the token")
            #expect(fake.hitCount("other landed-port") >= 1, "the redirect was followed")
            #expect(fake.credentialedHitCount("other landed-port") == 0, "the other port never saw the token")
            try Self.search(session, HostileSearch.redirectLoop.rawValue)
            let alert = await session.waitFor("Unreadable reply")
            #expect(alert != nil, "a redirect loop ends in an alert:\n\(session.pane())")
            #expect(alert.map(Self.words)?.contains("redirected more than 5 times") == true, "\(session.pane())")
            try session.send("Escape")
            try await session.expectCleanQuit()
        }
    }

    @Test("a reply trickling one byte a second ends, after the retries, in the no-answer alert (--timeout 2)",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func trickleTimesOut() async throws {
        let files = try await Files()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(files, api: url, options: ["--timeout", "2"])
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, HostileSearch.trickle.rawValue)
            // The fake would take over 90 s to finish the reply.
            let alert = await session.waitFor("No answer", seconds: 40)
            #expect(alert != nil, "the time-out alert:\n\(session.pane())")
            #expect(alert?.contains("took too long to answer") == true)
            #expect(fake.hitCount(HostileSearch.trickle.rawValue) == 3, "a time-out is retried, a bounded number of times")
            try session.send("Escape")
            try Self.search(session, "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil, "the app still searches:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }

    @Test("a 6 MB reply is refused with the unreadable-reply alert naming the cap; the app keeps working",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func oversizedReply() async throws {
        let files = try await Files()
        try await FakeGitHub.run { _, url in
            let session = try Self.start(files, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try Self.search(session, HostileSearch.oversize.rawValue)
            let alert = await session.waitFor("Unreadable reply", seconds: 40)
            #expect(alert != nil, "the malformed-reply alert:\n\(session.pane())")
            #expect(alert.map(Self.words)?.contains("larger than 4 MB") == true, "\(session.pane())")
            try session.send("Escape")
            try Self.search(session, "cloud")
            #expect(await session.waitFor("☆ nimbus/cloud-atlas") != nil, "the app still searches:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }
}
