import Foundation

/// A program running in its own tmux server (own `-L` socket), driven like a user would: keys in,
/// the visible pane out.
struct TmuxSession {
    let tmux: String
    let socket = "gb-e2e-\(UUID().uuidString.prefix(8))"
    let name = "app"

    /// Starts `command` (a shell command line) in a detached session of `columns`×`rows`.
    init(tmux: String, command: String, columns: Int = 100, rows: Int = 30) throws {
        self.tmux = tmux
        _ = try ProcessRunner.run(tmux, ["-L", socket, "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command])
    }

    /// The text on screen now.
    func pane() -> String {
        (try? ProcessRunner.run(tmux, ["-L", socket, "capture-pane", "-p", "-t", name]).output) ?? ""
    }

    /// Sends tmux key names (`"Enter"`, `"Down"`, `"C-c"`) or, with `literal`, text.
    func send(_ keys: String..., literal: Bool = false) throws {
        _ = try ProcessRunner.run(tmux, ["-L", socket, "send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// Waits (bounded) until the pane shows `text`; returns the pane if it did.
    func waitFor(_ text: String, seconds: Double = 20) async -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let screen = pane()
            if screen.contains(text) { return screen }
            // Sleep without blocking a thread of the shared concurrency pool: other tests need it.
            try? await Task.sleep(for: .milliseconds(50))
        } while Date() < deadline
        return nil
    }

    /// Ends the tmux server and everything in it.
    func kill() {
        _ = try? ProcessRunner.run(tmux, ["-L", socket, "kill-server"])
    }
}
