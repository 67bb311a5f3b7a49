import Foundation

/// A terminal program running in a tmux server of its own, driven as a user would: keys in, the
/// visible screen out.
///
/// Use it in end-to-end tests of a terminal app's real binary. Each session starts its own tmux
/// server (a private `-L` socket), so tests can run in parallel and never touch a user's tmux.
///
/// ```swift
/// let session = try TmuxSession(command: "'\(binary)' --database '\(path)'")
/// defer { session.kill() }
/// #expect(await session.waitFor("Search") != nil)
/// try session.send("swift", literal: true)
/// try session.send("Enter")
/// ```
///
/// ``waitFor(_:seconds:)`` polls on a thread of its own and suspends the caller meanwhile: it never
/// blocks a thread of the small shared concurrency pool (which would stall every other test in the
/// process), and a pool held by other tests cannot make it miss its deadline.
public struct TmuxSession: Sendable {
    /// The path of the tmux program.
    public let tmux: String
    /// The name of this session's private tmux server socket.
    public let socket: String
    /// The tmux session name.
    public let name = "app"

    /// Starts `command` (a shell command line, run with `sh -c`) in a detached session of
    /// `columns` × `rows` cells.
    ///
    /// - Parameters:
    ///   - tmux: The tmux program; by default the one on `PATH`.
    ///   - command: A shell command line, run with `sh -c`. End it with `; sleep 60` to keep the
    ///     pane readable after the program exits.
    ///   - columns: The width of the session's terminal.
    ///   - rows: The height of the session's terminal.
    ///   - environment: Variables set for the tmux server and so for `command`.
    /// - Throws: ``TmuxSession/Error/tmuxNotFound`` without tmux, ``TmuxSession/Error/cannotStart(_:)``
    ///   when tmux refuses, or ``ProcessRunner/SpawnError``.
    public init(
        tmux: String? = nil,
        command: String,
        columns: Int = 100,
        rows: Int = 30,
        environment: [String: String] = [:]
    ) throws {
        guard let tmux = tmux ?? ProcessRunner.which("tmux") else { throw Error.tmuxNotFound }
        self.tmux = tmux
        socket = "strata-e2e-\(UUID().uuidString.prefix(8))"
        let result = try ProcessRunner.run(
            tmux,
            ["-L", socket, "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command],
            environment: environment
        )
        guard result.status == 0 else { throw Error.cannotStart(result.error) }
    }

    /// What went wrong starting a session.
    public enum Error: Swift.Error, Equatable {
        /// No tmux on `PATH`.
        case tmuxNotFound
        /// tmux could not start the session; its message.
        case cannotStart(String)
    }

    /// The text on screen now, one line per row (empty if the session has ended).
    public func pane() -> String {
        (try? ProcessRunner.run(tmux, ["-L", socket, "capture-pane", "-p", "-t", name]).output) ?? ""
    }

    /// Sends tmux key names (`"Enter"`, `"Down"`, `"C-c"`) or, with `literal`, text typed as is.
    public func send(_ keys: String..., literal: Bool = false) throws {
        _ = try ProcessRunner.run(tmux, ["-L", socket, "send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// Waits, for at most `seconds`, until the screen shows `text`; returns that screen, or `nil`.
    public func waitFor(_ text: String, seconds: Double = 20) async -> String? {
        await waitUntil(seconds: seconds) { $0.contains(text) }
    }

    /// Waits, for at most `seconds`, until `condition` holds for the screen; returns that screen,
    /// or `nil`. Polls every 50 ms.
    ///
    /// The polling runs on a thread of its own, not on the shared concurrency pool: in a full
    /// parallel test run, other tests' long synchronous work can hold every pool thread for many
    /// seconds, and a waiter that polls from the pool would then wake past its deadline and miss a
    /// screen the program drew long before. Only the result comes back through the pool.
    public func waitUntil(seconds: Double = 20, _ condition: @escaping @Sendable (String) -> Bool) async -> String? {
        await withCheckedContinuation { continuation in
            let poller = Thread {
                continuation.resume(returning: pollUntil(seconds: seconds, condition))
            }
            poller.name = "TmuxSession.waitUntil"
            poller.start()
        }
    }

    /// Polls the screen, blocking the calling thread, until `condition` holds or `seconds` pass;
    /// the screen is read once more at the deadline.
    private func pollUntil(seconds: Double, _ condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let screen = pane()
            if condition(screen) { return screen }
            if Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Resizes the session's terminal to `columns` × `rows` cells, as a user resizing the window
    /// would: the program gets `SIGWINCH`.
    public func resize(columns: Int, rows: Int) throws {
        _ = try ProcessRunner.run(tmux, ["-L", socket, "resize-window", "-t", name, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Asks tmux about the session: `format` is a tmux format such as `"#{alternate_on}"` (whether
    /// the program is on the alternate screen) or `"#{cursor_flag}"`; returns the answer, trimmed.
    public func display(_ format: String) throws -> String {
        try ProcessRunner.run(tmux, ["-L", socket, "display-message", "-p", "-t", name, format]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends the session, the program in it (tmux sends it SIGHUP) and its tmux server.
    public func kill() {
        _ = try? ProcessRunner.run(tmux, ["-L", socket, "kill-session", "-t", name])
        _ = try? ProcessRunner.run(tmux, ["-L", socket, "kill-server"])
    }

    /// Whether the session's tmux server still answers.
    public var isRunning: Bool {
        (try? ProcessRunner.run(tmux, ["-L", socket, "has-session", "-t", name]).status) == 0
    }
}
