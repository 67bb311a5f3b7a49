import GitHubBrowserVocabulary
import StrataNavigation

/// A driver that can show the Search tab: it names the view controller (and list data source) that
/// shows it, built over the screen object an architecture makes from the view controller's parts.
///
/// Each driver adopts it in the feature's view-controller file (`extension TerminalDriver:
/// SearchHosting`); a screen builder that shows the screen asks for it in its generic
/// constraint, so the drivers and the builders learn a screen without a central list.
@MainActor
public protocol SearchHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeSearchScreen = @MainActor (ScreenParts<any SearchDisplay, any ItemListDisplay<RepositoryRow>, Screen>) -> any SearchScreenType

    /// The Search tab.
    func search(screen: @escaping MakeSearchScreen) -> Screen
}
