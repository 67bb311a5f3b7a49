import GitHubBrowserVocabulary
import StrataNavigation

/// A driver that can show the Favourites tab: it names the view controller (and list data source)
/// that shows it, built over the screen object an architecture makes from the view controller's
/// parts.
///
/// Each driver adopts it in the feature's view-controller file (`extension TerminalDriver:
/// FavouritesHosting`); a screen builder that shows the screen asks for it in its generic
/// constraint, so the drivers and the builders learn a screen without a central list.
@MainActor
public protocol FavouritesHosting {
    /// The driver's screen type (`BaseViewController`, `UIViewController`).
    associatedtype Screen: AnyObject

    /// What builds the screen object from the view controller's parts.
    typealias MakeFavouritesScreen = @MainActor (ScreenParts<any FavouritesDisplay, any ItemListDisplay<RepositoryRow>, Screen>) -> any FavouritesScreenType

    /// The Favourites tab.
    func favourites(screen: @escaping MakeFavouritesScreen) -> Screen
}
