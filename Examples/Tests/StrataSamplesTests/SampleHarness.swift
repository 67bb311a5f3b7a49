import StrataTerminal
import StrataTesting

/// A sample screen inside a navigation controller, on a headless terminal.
@MainActor
struct SampleHarness {
    let terminal: HeadlessTerminal
    let app: Application
    /// Whether the screen shows its model's current state: ``settledScreen(after:)`` waits for it.
    let isSettled: @MainActor () -> Bool

    /// Puts `screen` on a headless terminal; `isSettled` says when the screen has caught up with its
    /// model (needed when the model reaches the view through another thread, as an `AsyncStream`
    /// binding does).
    init(_ screen: BaseViewController, columns: Int = 48, rows: Int = 16, isSettled: @escaping @MainActor () -> Bool = { true }) {
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        app = Application(terminal: terminal, root: NavigationController(rootViewController: screen), environment: [:])
        self.isSettled = isSettled
    }

    /// Sends a key script, renders, and returns the plain screen.
    @discardableResult
    func screen(after keys: Key...) -> String {
        app.send(keys)
        app.renderNow()
        return terminal.plainText
    }

    /// Sends a key script, lets the continuous observations it set off re-apply the models' state
    /// (they run in main-actor tasks) until ``isSettled``, renders, and returns the plain screen.
    @discardableResult
    func settledScreen(after keys: [Key] = []) async -> String {
        app.send(keys)
        await Task.settle()
        await Task.settle(until: isSettled)
        app.renderNow()
        return terminal.plainText
    }

    /// Types `text` into the focused view, then settles and renders like ``settledScreen(after:)``.
    @discardableResult
    func settledScreen(typing text: String) async -> String {
        app.type(text)
        return await settledScreen()
    }
}
