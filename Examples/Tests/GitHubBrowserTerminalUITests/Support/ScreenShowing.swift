import GitHubBrowserTestSupport
import StrataTerminal
import Testing

/// A snapshot test's terminal and app: ``screen(_:showing:sourceLocation:)`` waits for a text.
@MainActor
protocol HeadlessScreenTest {
    /// The terminal the app draws on.
    var terminal: HeadlessTerminal { get }
}

extension HeadlessScreenTest {
    /// The screen once it shows `expected` (waiting for the screen's tasks, as `eventually` does);
    /// an issue if it never does.
    func screen(_ app: Application, showing expected: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        let shown = await eventually {
            app.renderNow()
            return terminal.plainText.contains(expected)
        }
        #expect(shown, "the screen never showed \(expected):\n\(terminal.plainText)", sourceLocation: sourceLocation)
        return terminal.plainText
    }
}
