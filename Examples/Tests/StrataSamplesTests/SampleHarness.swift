import StrataTerminal
import StrataTesting

/// A sample screen inside a navigation controller, on a headless terminal.
@MainActor
struct SampleHarness {
    let terminal: HeadlessTerminal
    let app: Application

    init(_ screen: AnyViewController, columns: Int = 48, rows: Int = 16) {
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        app = Application(terminal: terminal, root: NavigationController(rootViewController: screen), environment: [:])
    }

    /// Sends a key script, renders, and returns the plain screen.
    @discardableResult
    func screen(after keys: Key...) -> String {
        app.send(keys)
        app.renderNow()
        return terminal.plainText
    }

    /// Sends a key script, lets the continuous observations it set off re-apply the models' state
    /// (they run in main-actor tasks), renders, and returns the plain screen.
    @discardableResult
    func settledScreen(after keys: [Key] = []) async -> String {
        app.send(keys)
        await Task.settle()
        // A binding that reads an AsyncStream can resume off the main actor's queue; a short sleep
        // lets the thread pool run it even when parallel tests keep both cores busy.
        try? await Task.sleep(for: .milliseconds(2))
        await Task.settle()
        app.renderNow()
        return terminal.plainText
    }

    /// Settles until `condition` holds, for at most about a second (then the caller's expectation
    /// reports what is wrong).
    func settle(until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() {
            await Task.settle()
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Types `text` into the focused view, then settles and renders like ``settledScreen(after:)``.
    @discardableResult
    func settledScreen(typing text: String) async -> String {
        app.type(text)
        return await settledScreen()
    }
}
