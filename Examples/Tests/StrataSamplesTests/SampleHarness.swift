import StrataTerminal

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
}
