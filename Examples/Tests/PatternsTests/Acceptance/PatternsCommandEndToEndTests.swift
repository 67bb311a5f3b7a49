import Foundation
import PatternsFeature
import PatternsGallery
import StrataTesting
import Testing

/// Runs the real `strata-patterns` binary: under tmux (its own `-L` socket) for each pattern's
/// journey, directly for `--help`, a bad pattern and the not-a-TTY error. Each run gets a data
/// folder of its own (`--data-dir`), so the user's favourites are never touched.
@Suite("strata-patterns end to end", .serialized)
struct PatternsCommandEndToEndTests {
    private static var binary: String? { ProcessRunner.builtExecutable(named: "strata-patterns") }
    private static let canRunTmux = binary != nil && ProcessRunner.which("tmux") != nil

    @Test("--help lists every pattern; a pattern that does not exist is a usage error", .enabled(if: binary != nil, "needs strata-patterns built"))
    func help() throws {
        let patterns = try #require(Self.binary)
        let overview = try ProcessRunner.run(patterns, ["--help"])
        #expect(overview.status == 0)
        for pattern in Pattern.allCases {
            #expect(overview.output.contains(pattern.rawValue) && overview.output.contains(pattern.title), "\(pattern) is listed")
        }
        let wrong = try ProcessRunner.run(patterns, ["mvx"])
        #expect(wrong.status == 64, "a bad pattern is a usage error")
        #expect(wrong.error.contains("mvx") && wrong.error.contains("mvp-supervising-controller"))
    }

    @Test("without a TTY it prints a clear error, exits 1 and creates no file", .enabled(if: binary != nil, "needs strata-patterns built"))
    func notATerminal() throws {
        let patterns = try #require(Self.binary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-patterns-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ProcessRunner.run(patterns, ["mvvm", "--data-dir", directory.path])
        #expect(result.status == 1)
        #expect(result.error.contains("strata-patterns:") && result.error.contains("TTY"))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("under tmux: search, open, toggle the favourite, see it on the Favourites tab", .enabled(if: canRunTmux, "needs tmux and strata-patterns"),
          arguments: Pattern.allCases)
    func journeyInTmux(pattern: Pattern) async throws {
        let patterns = try #require(Self.binary)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-patterns-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = [patterns, pattern.rawValue, "--data-dir", directory.path].map { "'\($0)'" }.joined(separator: " ") + "; sleep 60"
        let session = try TmuxSession(command: command, columns: 90, rows: 20)
        defer { session.kill() }
        #expect(await session.waitFor("2 Favourites") != nil, "\(pattern): the tabs are drawn\n\(session.pane())")
        try session.send("alamofire", literal: true)
        #expect(await session.waitFor("☆ Alamofire/Alamofire") != nil, "\(pattern): the result\n\(session.pane())")
        try session.send("Tab")
        try session.send("Enter")
        #expect(await session.waitFor("☆ Not a favourite") != nil, "\(pattern): the detail\n\(session.pane())")
        try session.send("f", literal: true)
        #expect(await session.waitFor("★ Favourite") != nil, "\(pattern): toggled\n\(session.pane())")
        try session.send("Escape")
        #expect(await session.waitFor("★ Alamofire/Alamofire") != nil, "\(pattern): marked in the results\n\(session.pane())")
        try session.send("2", literal: true)
        let favourites = await session.waitFor("1 favourite")
        #expect(favourites?.contains("★ Alamofire/Alamofire") == true, "\(pattern): listed on the Favourites tab\n\(session.pane())")
        try session.send("C-c")
        #expect(await session.waitUntil { !$0.contains("2 Favourites") } != nil, "\(pattern): Ctrl-C quits and restores the screen")
    }
}
