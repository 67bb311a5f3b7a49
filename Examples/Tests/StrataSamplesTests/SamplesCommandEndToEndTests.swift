import Foundation
import StrataTesting
import Testing

/// Runs the real `strata-samples` binary: under tmux (its own `-L` socket) for the interactive
/// samples, directly for `--help` and the not-a-TTY error.
@Suite("strata-samples end to end", .serialized)
struct SamplesCommandEndToEndTests {
    private static let canRunTmux = ProcessRunner.builtExecutable(named: "strata-samples") != nil && ProcessRunner.which("tmux") != nil

    @Test("--help explains both samples", .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"))
    func help() throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let overview = try ProcessRunner.run(samples, ["--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("hoge") && overview.output.contains("animals"))
        #expect(overview.output.contains("colour-mode sample"))
        let animals = try ProcessRunner.run(samples, ["animals", "--help"])
        #expect(animals.output.contains("--start <start>"))
        #expect(animals.output.contains("confirmation"))
        let wrong = try ProcessRunner.run(samples, ["animals", "--start", "bird"])
        #expect(wrong.status == 64, "a bad option is a usage error")
        #expect(wrong.error.contains("bird"))
    }

    @Test("without a TTY each sample prints a clear error and exits 1", .enabled(if: ProcessRunner.builtExecutable(named: "strata-samples") != nil, "needs strata-samples built"),
          arguments: ["hoge", "animals"])
    func notATerminal(sample: String) throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let result = try ProcessRunner.run(samples, [sample])
        #expect(result.status == 1)
        #expect(result.error.contains("strata-samples:") && result.error.contains("TTY"))
        #expect(result.output.isEmpty)
    }

    @Test("hoge under tmux: Enter toggles the colour mode", .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func hogeInTmux() async throws {
        let session = try TmuxSession(samples: ["hoge"])
        defer { session.kill() }
        #expect(await session.waitFor("Hoge Dark Mode!!!") != nil, "the light-mode screen is drawn")
        try session.send("Enter")
        let dark = await session.waitFor("Hoge Light Mode!!!")
        #expect(dark?.contains("Hoge Infinity! ホゲ無限！") == true)
        try session.send("Enter")
        #expect(await session.waitFor("Hoge Dark Mode!!!") != nil, "and back to light mode")
    }

    @Test("animals under tmux: the button asks, confirming shows the cats", .enabled(if: canRunTmux, "needs tmux and strata-samples"))
    func animalsInTmux() async throws {
        let session = try TmuxSession(samples: ["animals"])
        defer { session.kill() }
        let dogs = await session.waitFor("[ See cats ]")
        #expect(dogs?.contains("🐶 Shiba 柴犬") == true)
        try session.send("Tab")
        try session.send("Enter")
        let alert = await session.waitFor("Change Animal Photos")
        #expect(alert?.contains("[ See Cats ] [ Stay ]") == true)
        try session.send("Enter")
        let cats = await session.waitFor("[ See dogs ]")
        #expect(cats?.contains("🐱 Mike ミケ") == true)
        #expect(cats?.contains("Change Animal Photos") == false, "the alert is gone")
        #expect(cats?.contains("🐶") == false)
    }
}

extension TmuxSession {
    /// A session running `strata-samples` with `arguments` in 60×20 cells.
    fileprivate init(samples arguments: [String]) throws {
        let samples = try #require(ProcessRunner.builtExecutable(named: "strata-samples"))
        let command = ([samples] + arguments).map { "'\($0)'" }.joined(separator: " ") + "; sleep 60"
        try self.init(command: command, columns: 60, rows: 20)
    }
}
