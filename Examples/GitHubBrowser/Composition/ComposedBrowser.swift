import StrataTerminal

/// The browser after ``BrowserComposition/compose(_:searchDebounce:note:)``: its root screen (the tab
/// bar, at the launch route) and what drives it — the MVP app's coordinator, or the Redux app's
/// store and navigator. Keep it alive for as long as the app runs.
@MainActor
public final class ComposedBrowser {
    /// The root screen: the tab bar.
    public let root: BaseViewController
    /// What drives the screens (the app coordinator, or the Redux app); held here so that it lives
    /// as long as they do.
    public let owner: AnyObject
    /// What the user is told before the screen opens: how much of a log `--replay` replayed, say.
    public internal(set) var notice: String?
    /// What the app does when it runs again after a stop (`fg` after Ctrl-Z): the screen on top
    /// reloads if its data is old enough. Every application that ``run(on:)`` and
    /// ``drawFirstFrame(on:)`` make calls it from `Application.didResume`.
    public let didBecomeActive: @MainActor () -> Void
    private let catalogReady: @Sendable () async throws -> Void

    /// Wraps the composed `root` and its `owner`; `didBecomeActive` is what a resume does, and
    /// `catalogReady` returns once the catalog can answer (on a first run, when the seed import in
    /// the background is over).
    public init(
        root: BaseViewController,
        owner: AnyObject,
        didBecomeActive: @escaping @MainActor () -> Void = {},
        catalogReady: @escaping @Sendable () async throws -> Void = {}
    ) {
        self.root = root
        self.owner = owner
        self.didBecomeActive = didBecomeActive
        self.catalogReady = catalogReady
    }

    /// Waits until the catalog can answer: at once, except on a first run, where the catalog is
    /// built from the shipped seed in the background while the first screen is drawn.
    /// - Throws: ``LaunchError`` when that import failed.
    public func waitUntilCatalogReady() async throws(LaunchError) {
        do {
            try await catalogReady()
        } catch {
            throw LaunchError(BrowserComposition.describe(error))
        }
    }

    /// Runs the browser on `terminal` until the user quits (the `github-browser` command, with an
    /// `ANSITerminal`).
    public func run(on terminal: any Terminal) async throws {
        let application = Application(terminal: terminal, root: root)
        application.didResume = didBecomeActive
        try await application.run()
    }

    /// Draws the first frame on `terminal` (an off-screen one, for measurements and tests) and
    /// returns the application, which can then be sent keys and drawn again.
    @discardableResult
    public func drawFirstFrame(on terminal: HeadlessTerminal) -> Application {
        let application = Application(terminal: terminal, root: root)
        application.didResume = didBecomeActive
        application.renderNow()
        return application
    }
}
