import GitHubBrowserVocabulary
import StrataTerminal

/// The two tabs a gallery variant builds: its search screen and its favourites screen. The gallery
/// puts each in a navigation controller (the detail screen is pushed there) inside one tab bar.
@MainActor
public struct GalleryScreens {
    /// The root screen of the Search tab.
    public let search: BaseViewController
    /// The root screen of the Favourites tab.
    public let favourites: BaseViewController
    /// What opens screens for the views, when the variant has one apart from them (the MVVM
    /// variant's coordinator); whoever runs the screens keeps it as long as they run.
    public let coordinator: AnyObject?

    /// Names the two screens' tabs as the GitHub Browser does and keeps them, with the variant's
    /// `coordinator`, if any.
    public init(search: BaseViewController, favourites: BaseViewController, coordinator: AnyObject? = nil) {
        search.title = BrowserTab.search.title
        favourites.title = BrowserTab.favourites.title
        self.search = search
        self.favourites = favourites
        self.coordinator = coordinator
    }

    /// The screens in a tab bar, each inside its own navigation controller.
    public func tabBarController() -> TabBarController {
        TabBarController(viewControllers: [
            NavigationController(rootViewController: search),
            NavigationController(rootViewController: favourites),
        ])
    }
}
