import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataNavigation

/// A driver's view controllers for the browser's screens — the terminal's or UIKit's — each built
/// over the screen object an architecture makes from the view controller's parts. With it, each
/// architecture builds its screens once (`BrowserScreenBuilder`, `FluxScreenBuilder`), whatever the
/// driver; the driver only says which view controller and which list data source show each screen.
@MainActor
public protocol BrowserDriver {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// The Search tab.
    func search(
        screen: @escaping @MainActor (ScreenParts<any SearchDisplay, any ItemListDisplay<RepositoryRow>, Screen>) -> any SearchScreenType
    ) -> Screen
    /// The Favourites tab.
    func favourites(
        screen: @escaping @MainActor (ScreenParts<any FavouritesDisplay, any ItemListDisplay<RepositoryRow>, Screen>) -> any FavouritesScreenType
    ) -> Screen
    /// A repository's detail, titled `title` until it has loaded.
    func repositoryDetail(
        title: String, screen: @escaping @MainActor (ScreenParts<any RepositoryDetailDisplay, Void, Screen>) -> any RepositoryDetailScreenType
    ) -> Screen
    /// A repository list (the Public tab, "Your repositories"), titled `title`.
    func repositoryList(
        title: String,
        screen: @escaping @MainActor (ScreenParts<any RepositoryListDisplay, any ItemListDisplay<RepositoryListRow>, Screen>) -> any RepositoryListScreenType
    ) -> Screen
    /// The Account tab, or the sign-in sheet.
    func account(screen: @escaping @MainActor (ScreenParts<any AccountDisplay, Void, Screen>) -> any AccountScreenType) -> Screen
    /// "GitHub is unavailable", pushed over the screen whose request met a 503.
    func serviceUnavailable(screen: @escaping @MainActor (ScreenParts<any ServiceUnavailableDisplay, Void, Screen>) -> any ServiceUnavailableScreenType) -> Screen
}
