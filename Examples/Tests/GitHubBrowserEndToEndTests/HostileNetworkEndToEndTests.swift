import Foundation
import GitHubBrowserComposition
import GitHubBrowserFakeGitHub
import StrataTesting
import Testing

/// The real `github-browser` binary against a hostile ``FakeGitHub``: what it costs the machine
/// (memory, files) and what it tells the user.
@Suite("github-browser against a hostile server, end to end", .serialized, .needsLiveTransport)
struct HostileNetworkEndToEndTests {
    static let browser = ProcessRunner.builtExecutable(named: "github-browser")
    static let tmux = ProcessRunner.which("tmux")

    /// A fresh folder standing for the user's home, removed when the test ends.
    final class Home: Sendable {
        let directory: URL

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("gb-hostile-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// `HOME` and every XDG base directory inside this folder; only the data home exists.
        var environment: [String: String] {
            [
                "HOME": directory.path,
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
                "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
                "TZ": "UTC",
                "GITHUB_TOKEN": "",
            ]
        }

        /// Every path under the folder, relative to it, sorted.
        func contents() -> [String] {
            let base = directory.standardizedFileURL.path
            let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            return found.sorted()
        }
    }

    /// Starts the browser live from `api`, with its data in `home` (no `--database`: the default
    /// place under `XDG_DATA_HOME`).
    static func start(_ home: Home, api: URL) throws -> TmuxSession {
        let browser = try #require(Self.browser)
        let tmux = try #require(Self.tmux)
        try FileManager.default.createDirectory(at: home.directory.appendingPathComponent("data"), withIntermediateDirectories: true)
        let command = BrowserCommandLine.make(
            browser: browser,
            arguments: ["--source", "github", "--api-url", api.absoluteString],
            environment: home.environment
        )
        return try TmuxSession(tmux: tmux, command: "cd \(BrowserCommandLine.quote(home.directory.path)) && " + command)
    }

    /// The process id of the browser started with `home`: the one whose environment names it.
    static func browserProcess(in home: Home) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        let marker = Data("XDG_DATA_HOME=\(home.directory.appendingPathComponent("data").path)".utf8)
        for entry in entries {
            guard let id = Int32(entry),
                  let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(id)/exe"),
                  executable.hasSuffix("/github-browser"),
                  let environment = FileManager.default.contents(atPath: "/proc/\(id)/environ"),
                  environment.range(of: marker) != nil
            else { continue }
            return id
        }
        return nil
    }

    /// The words of `screen` in reading order, without the alert's frame.
    static func words(_ screen: String) -> String {
        screen.split { $0.isWhitespace || "│┌┐└┘─".contains($0) }.joined(separator: " ")
    }

    /// A 1 MiB gzip body that decodes to 1 GB of spaces, as a reply and as a redirect. The redirect
    /// stalled every later request of the app until it was restarted: swift-corelibs-foundation
    /// decodes a redirect's whole body on the queue all of the app's requests share.
    @Test("a 1 MiB gzip reply or redirect that decodes to 1 GB is refused plainly, peak memory stays under 100 MB, and the next search is answered",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"),
          arguments: [HostileSearch.gzipBomb, .redirectGzipBomb])
    func gzipBomb(search: HostileSearch) async throws {
        let home = try Home()
        try await FakeGitHub.run { fake, url in
            let session = try Self.start(home, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try session.send(search.rawValue, literal: true)
            let alert = await session.waitFor("Unreadable reply", seconds: 60)
            #expect(alert != nil, "the unreadable-reply alert:\n\(session.pane())")
            #expect(Self.words(alert ?? "").contains("the reply is compressed (gzip), which was not asked for"), "it says why:\n\(session.pane())")
            #expect(fake.hitCount(search.rawValue) >= 1)
            #expect(fake.hitCount("landed-same") == 0, "no redirect was followed")
            let process = try #require(Self.browserProcess(in: home), "the browser's process is found")
            let peak = try #require(ProcessMemory.peakResidentKilobytes(processID: process))
            print("github-browser peak memory (VmHWM) after refusing \(search.rawValue): \(peak / 1024) MB")
            #expect(peak < 100 * 1024, "peak memory \(peak / 1024) MB")
            try session.send("Escape")
            try session.send("C-u")
            try session.send("zephyr", literal: true)
            #expect(await session.waitFor("☆ octo/zephyr-kite", seconds: 20) != nil, "the next search is answered:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
    }

    @Test("a live search creates nothing outside the app's own folder: no cookie store, no URL cache",
          .enabled(if: browser != nil && tmux != nil, "needs tmux and a built github-browser"))
    func nothingOutsideTheAppsFolder() async throws {
        let home = try Home()
        try await FakeGitHub.run { _, url in
            let session = try Self.start(home, api: url)
            defer { session.kill() }
            await session.expectFirstScreen()
            try session.send("zephyr", literal: true)
            #expect(await session.waitFor("☆ octo/zephyr-kite") != nil, "the fake's results are listed:\n\(session.pane())")
            try await session.expectCleanQuit()
        }
        let outside = home.contents().filter { $0 != "data" && !$0.hasPrefix("data/strata-github-browser") }
        #expect(outside.isEmpty, "created outside data/strata-github-browser: \(outside)")
    }
}
