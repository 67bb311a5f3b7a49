import Foundation
import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("ANSITerminal", .serialized)
struct ANSITerminalTests {
    @Test("without a TTY the terminal refuses with a typed error, and the app prints it instead of crashing",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-terminal-fixture") != nil, "needs the strata-terminal-fixture product built"))
    func notATerminal() throws {
        let fixture = try #require(ProcessRunner.builtExecutable(named: "strata-terminal-fixture"))
        let result = try ProcessRunner.run(fixture, [])
        #expect(result.status == 1)
        #expect(result.error.contains(TerminalError.notATerminal.description))
        #expect(result.output.isEmpty, "nothing is drawn when there is no terminal")
    }

    @Test("the error explains itself")
    func errorDescriptions() {
        #expect(TerminalError.notATerminal.description.contains("TTY"))
        #expect(TerminalError.systemCallFailed(operation: "tcgetattr", code: 25).description.contains("tcgetattr failed (errno 25)"))
    }

    @Test("the terminal is restored after the app is killed or crashes",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-terminal-fixture") != nil && ProcessRunner.which("tmux") != nil, "needs tmux and the fixture"),
          arguments: [
              ("TERM", SIGTERM), ("SEGV", SIGSEGV), ("INT", SIGINT),
              // Every other signal whose default action ends the process.
              ("USR1", SIGUSR1), ("USR2", SIGUSR2), ("PIPE", SIGPIPE), ("ALRM", SIGALRM), ("XCPU", SIGXCPU),
              ("VTALRM", SIGVTALRM), ("PROF", SIGPROF),
          ])
    func restoredAfterSignal(name: String, signal: Int32) async throws {
        let fixture = try #require(ProcessRunner.builtExecutable(named: "strata-terminal-fixture"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("pid").path
        let sttyFile = directory.appendingPathComponent("stty").path
        let script = "'\(fixture)' --rows 50 --pid-file '\(pidFile)'; stty -a > '\(sttyFile)'.tmp; mv '\(sttyFile)'.tmp '\(sttyFile)'; sleep 60"
        let session = try TmuxSession(command: script, columns: 80, rows: 24)
        defer { session.kill() }

        let pid = try #require(await waitFor { (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } })
        #expect(await session.waitFor("^C quit", seconds: 15) != nil, "the fixture drew its screen")
        #expect(try session.display("#{alternate_on}") == "1", "the app runs on the alternate screen")

        #expect(kill(pid, signal) == 0)
        let stty = try #require(await waitFor { try? String(contentsOfFile: sttyFile, encoding: .utf8) }, "the shell ran stty after SIG\(name)")
        let flags = Set(stty.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.contains("icanon") && flags.contains("echo"), "canonical mode and echo are back")
        #expect(flags.contains("icrnl") && flags.contains("opost"))
        #expect(try session.display("#{alternate_on} #{cursor_flag}") == "0 1", "alternate screen left and cursor shown")
    }

    @Test("a SIGTSTP from outside stops the app between frames: nothing of a spinner redrawn every millisecond lands on the shell's screen, and fg takes the screen back (a frame used to finish after the terminal was given back)",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-terminal-fixture") != nil && ProcessRunner.which("tmux") != nil, "needs tmux and the fixture"))
    func outsideStopWaitsForTheFrame() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-stop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, pid) = try await fixtureInShell("--rows 50 --spin", directory: directory)
        defer { session.kill() }
        #expect(await session.waitFor("Spinning", seconds: 15) != nil, "the fixture drew its spinner")

        let spinnerFrames = await Set(ActivityIndicator.frames)
        for round in 1...30 {
            #expect(kill(pid, SIGTSTP) == 0)
            let shellScreen = await session.waitUntil(seconds: 15) { $0.contains("Stopped") && $0.contains("shell$") }
            let screen = try #require(shellScreen, "round \(round): the shell has the screen:\n\(session.pane())")
            #expect(try session.display("#{alternate_on}") == "0", "round \(round): the alternate screen was left")
            #expect(!screen.contains(where: spinnerFrames.contains) && !screen.contains("Spinning"),
                    "round \(round): part of a frame landed on the shell's screen:\n\(screen)")
            try session.send("clear; fg", literal: true)
            try session.send("Enter")
            #expect(await session.waitUntil(seconds: 15) { $0.contains("Spinning") && !$0.contains("shell$") } != nil, "round \(round): fg took the screen back:\n\(session.pane())")
        }
        try session.send("C-c")
        #expect(await session.waitFor("shell$", seconds: 15) != nil, "Ctrl-C quit to the shell")
    }

    @Test("fg after a stop — from outside (kill -TSTP) or by Ctrl-Z — reaches the app as a resume (didResume), once per stop",
          .enabled(if: ProcessRunner.builtExecutable(named: "strata-terminal-fixture") != nil && ProcessRunner.which("tmux") != nil, "needs tmux and the fixture"))
    func continueIsReportedAsResume() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strata-resume-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (session, pid) = try await fixtureInShell("--rows 50", directory: directory)
        defer { session.kill() }
        #expect(await session.waitFor("Row 1", seconds: 15) != nil, "the fixture drew its list")
        #expect(!session.pane().contains("resumed"), "nothing resumed before a stop")

        for round in 1...3 {
            if round == 3 {
                try session.send("C-z")
            } else {
                #expect(kill(pid, SIGTSTP) == 0)
            }
            #expect(await session.waitUntil(seconds: 15) { $0.contains("Stopped") && $0.contains("shell$") } != nil, "round \(round): stopped:\n\(session.pane())")
            try session.send("clear; fg", literal: true)
            try session.send("Enter")
            #expect(await session.waitFor("Fixture, resumed \(round)", seconds: 15) != nil, "round \(round): the app was told it runs again:\n\(session.pane())")
        }
        try session.send("C-c")
        #expect(await session.waitFor("shell$", seconds: 15) != nil, "Ctrl-C quit to the shell")
    }

    /// Starts the fixture with `options` from an interactive bash in tmux — a shell with job control,
    /// so that a stop is a stop and `fg` continues it — writing its process id in `directory`.
    /// Returns the session, which the caller kills, and that process id.
    private func fixtureInShell(_ options: String, directory: URL) async throws -> (session: TmuxSession, pid: Int32) {
        let fixture = try #require(ProcessRunner.builtExecutable(named: "strata-terminal-fixture"))
        let pidFile = directory.appendingPathComponent("pid").path
        let session = try TmuxSession(command: "exec env PS1='shell$ ' bash --norc --noprofile -i", columns: 80, rows: 24)
        do {
            #expect(await session.waitFor("shell$", seconds: 15) != nil, "the shell started")
            try session.send("'\(fixture)' \(options) --pid-file '\(pidFile)'", literal: true)
            try session.send("Enter")
            let pid = try #require(await waitFor { (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } })
            return (session, pid)
        } catch {
            session.kill()
            throw error
        }
    }

    /// Polls `probe` every 50 ms for up to 15 s.
    private func waitFor<Value>(_ probe: () -> Value?) async -> Value? {
        for _ in 0..<300 {
            if let value = probe() { return value }
            // Sleep without blocking a thread of the shared concurrency pool: other tests need it.
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }
}
