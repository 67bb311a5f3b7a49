import GitHubBrowserVocabulary

/// The app's Settings screen, written once (the book's chapter 15 sample has one): it lists the
/// architectures the GitHub client runs in, with the chapter that builds each, and the app's
/// version; choosing another architecture hands it to `choose` (the app runs the client anew in
/// it); in a debug build of the Redux app it shows the store's state. Like "GitHub is unavailable",
/// it has nothing to decide that needs a pattern (§13.1).
///
/// ```swift
/// let screen = SettingsScreen(current: .mvp, version: "Version 1.0 (1)", stateDump: nil, display: rootView) { architecture in
///     sceneDelegate.run(architecture)
/// }
/// screen.start()                  // MVP chosen, Flux and Redux offered
/// screen.send(.choose(.redux))    // the app runs the Redux client
/// ```
@MainActor
public final class SettingsScreen: SettingsScreenType {
    private let current: BrowserArchitecture
    private let version: String
    private let stateDump: (@MainActor () -> String)?
    private weak var display: (any SettingsDisplay)?
    private let choose: @MainActor (BrowserArchitecture) -> Void

    /// Creates the screen of a client running in `current` at `version`; `stateDump`, when given,
    /// describes the Redux store's state (`nil`: the screen offers no dump); `choose` runs the
    /// client in another architecture.
    public init(
        current: BrowserArchitecture, version: String, stateDump: (@MainActor () -> String)?, display: any SettingsDisplay,
        choose: @escaping @MainActor (BrowserArchitecture) -> Void
    ) {
        self.current = current
        self.version = version
        self.stateDump = stateDump
        self.display = display
        self.choose = choose
    }

    /// Draws the architectures and the version.
    public func start() {
        display?.show(SettingsContent(current: current, version: version, canDumpState: stateDump != nil))
    }

    /// Runs the client in another architecture (the one in use is left as it is), or shows the
    /// state.
    public func send(_ intent: SettingsIntent) {
        switch intent {
        case .choose(let architecture):
            guard architecture != current else { return }
            choose(architecture)
        case .dumpState:
            guard let stateDump else { return }
            display?.showStateDump(stateDump())
        }
    }
}
