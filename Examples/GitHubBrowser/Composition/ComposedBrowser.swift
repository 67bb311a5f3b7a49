import StrataNavigation
import StrataTerminal

/// The browser after ``BrowserComposition/compose(_:searchDebounce:)``: its root screen (the tab
/// bar, at the launch route) and the app coordinator that owns the navigation. Keep it alive for
/// as long as the app runs.
@MainActor
public final class ComposedBrowser {
    /// The root screen: the tab bar.
    public let root: AnyViewController
    /// The app coordinator; held here so that it lives as long as the screens it drives.
    public let coordinator: Coordinator

    /// Wraps the composed `root` and its `coordinator`.
    public init(root: AnyViewController, coordinator: Coordinator) {
        self.root = root
        self.coordinator = coordinator
    }

    /// Runs the browser on `terminal` until the user quits (the `github-browser` command, with an
    /// `ANSITerminal`).
    public func run(on terminal: any Terminal) async throws {
        let application = Application(terminal: terminal, root: root)
        try await application.run()
    }

    /// Draws the first frame on `terminal` (an off-screen one, for measurements and tests) and
    /// returns the application, which can then be sent keys and drawn again.
    @discardableResult
    public func drawFirstFrame(on terminal: HeadlessTerminal) -> Application {
        let application = Application(terminal: terminal, root: root)
        application.renderNow()
        return application
    }
}
