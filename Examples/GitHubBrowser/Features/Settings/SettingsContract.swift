import GitHubBrowserVocabulary
import StrataCore

// The contract of the app's Settings screen (the book's chapter 15 sample has one): what the user
// can do on it, what it shows, and the screen object a driver's view controller holds.

/// What the user can do on the Settings screen.
public enum SettingsIntent: Equatable, Sendable {
    /// Run the GitHub client in `architecture` from now on.
    case choose(BrowserArchitecture)
    /// Show the Redux store's state as text (debug builds of the Redux app).
    case dumpState
}

/// One architecture the GitHub client can run in, as the Settings screen lists it.
public struct ArchitectureOption: Equatable, Sendable {
    /// The architecture.
    public let architecture: BrowserArchitecture
    /// Its name: "MVP", "Flux", "Redux".
    public let name: String
    /// The book's chapter that builds the client this way, in Japanese with an English gloss.
    public let chapter: String
    /// Whether the client runs in it now.
    public let isChosen: Bool

    /// The option of `architecture`, chosen or not.
    public init(_ architecture: BrowserArchitecture, isChosen: Bool) {
        self.architecture = architecture
        self.isChosen = isChosen
        switch architecture {
        case .mvp:
            name = "MVP"
            chapter = "第6章 MVP（Chapter 6: MVP, over Clean Architecture's use cases）"
        case .flux:
            name = "Flux"
            chapter = "第14章 Fluxの導入例（Chapter 14: Flux in practice）"
        case .redux:
            name = "Redux"
            chapter = "第15章 Reduxの導入例（Chapter 15: Redux in practice）"
        }
    }
}

/// What the Settings screen shows.
public struct SettingsContent: Equatable, Sendable {
    /// Every architecture, in the book's order, the one in use chosen.
    public let options: [ArchitectureOption]
    /// "Version 1.0 (1)".
    public let version: String
    /// Whether the screen offers to show the Redux store's state.
    public let canDumpState: Bool

    /// The content of a client running in `current`, at `version`.
    public init(current: BrowserArchitecture, version: String, canDumpState: Bool) {
        options = BrowserArchitecture.allCases.map { ArchitectureOption($0, isChosen: $0 == current) }
        self.version = version
        self.canDumpState = canDumpState
    }
}

/// What a driver's root view of the Settings screen does for it.
@MainActor
public protocol SettingsDisplay: AnyObject {
    /// Draws `content`.
    func show(_ content: SettingsContent)
    /// Shows the Redux store's state, as text.
    func showStateDump(_ text: String)
}

/// The screen object a driver's view controller holds.
@MainActor
public protocol SettingsScreenType: ScreenObject {
    /// Does what the user asked.
    func send(_ intent: SettingsIntent)
}
