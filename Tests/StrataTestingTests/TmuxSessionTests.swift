import Foundation
import StrataTesting
import Testing

@Suite("TmuxSession", .enabled(if: ProcessRunner.which("tmux") != nil, "needs tmux"))
struct TmuxSessionTests {
    @Test("runs a command on its own server: keys go in, the screen comes out")
    func drivesAProgram() async throws {
        // `read` echoes what is typed; the program answers once Enter arrives.
        let session = try TmuxSession(command: "printf 'name? '; read answer; echo \"hello $answer\"; sleep 60", columns: 40, rows: 5)
        defer { session.kill() }
        #expect(await session.waitFor("name?") != nil)
        try session.send("Strata", literal: true)
        try session.send("Enter")
        let screen = try #require(await session.waitFor("hello Strata"))
        #expect(screen.hasPrefix("name? Strata"))
        #expect(try session.display("#{window_width}x#{window_height}") == "40x5")
    }

    @Test("passes environment variables to the command")
    func environment() async throws {
        let session = try TmuxSession(command: "echo \"probe=$STRATA_PROBE\"; sleep 60", environment: ["STRATA_PROBE": "42"])
        defer { session.kill() }
        #expect(await session.waitFor("probe=42") != nil)
    }

    @Test("resize changes the terminal's size, and the program is told")
    func resizes() async throws {
        let session = try TmuxSession(command: "trap 'echo resized' WINCH; echo ready; while :; do sleep 0.1; done", columns: 40, rows: 5)
        defer { session.kill() }
        #expect(await session.waitFor("ready") != nil)
        try session.resize(columns: 60, rows: 8)
        #expect(await session.waitFor("resized") != nil, "the program got SIGWINCH:\n\(session.pane())")
        #expect(try session.display("#{window_width}x#{window_height}") == "60x8")
    }

    @Test("waiting for text that never shows gives up with nil")
    func givesUp() async throws {
        let session = try TmuxSession(command: "echo ready; sleep 60")
        defer { session.kill() }
        #expect(await session.waitFor("ready") != nil)
        #expect(await session.waitFor("never", seconds: 0.2) == nil)
    }

    @Test("kill ends the session and the program in it, even one that is still running")
    func killEndsEverything() async throws {
        let session = try TmuxSession(command: "echo running; sleep 60")
        #expect(await session.waitFor("running") != nil)
        #expect(session.isRunning)
        session.kill()
        #expect(!session.isRunning)
        #expect(session.pane().isEmpty)
    }

    @Test("a tmux that is not there is a typed error")
    func missingTmux() {
        #expect(throws: ProcessRunner.SpawnError.self) {
            try TmuxSession(tmux: "/no/such/tmux", command: "true")
        }
    }
}
