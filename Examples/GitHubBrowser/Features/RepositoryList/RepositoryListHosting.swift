import GitHubBrowserVocabulary
import StrataNavigation

/// A driver that can show a repository list (the Public tab, "Your repositories"), titled `title`:
/// it names the view controller (and list data source) that shows it, built over the screen object
/// an architecture makes from the view controller's parts.
///
/// Each driver adopts it in the feature's view-controller file (`extension TerminalDriver:
/// RepositoryListHosting`); a screen builder that shows the screen asks for it in its generic
/// constraint, so the drivers and the builders learn a screen without a central list.
@MainActor
public protocol RepositoryListHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeRepositoryListScreen = @MainActor (ScreenParts<any RepositoryListDisplay, any ItemListDisplay<RepositoryListRow>, Screen>) -> any RepositoryListScreenType

    /// A repository list (the Public tab, "Your repositories"), titled `title`.
    func repositoryList(title: String, screen: @escaping MakeRepositoryListScreen) -> Screen
}
