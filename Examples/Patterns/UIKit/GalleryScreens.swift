#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserVocabulary

/// The two tabs a gallery variant builds on UIKit: its search screen and its favourites screen —
/// `PatternsTerminal`'s `GalleryScreens` again, for UIKit. The gallery puts each in a navigation
/// controller (the detail screen is pushed there) inside one tab bar.
@MainActor
public struct GalleryScreens {
    /// The root screen of the Search tab.
    public let search: UIViewController
    /// The root screen of the Favourites tab.
    public let favourites: UIViewController
    /// What opens screens for the views, when the variant has one apart from them (the MVVM
    /// variant's coordinator); the tab bar of ``tabBarController()`` keeps it as long as it lives.
    public let coordinator: AnyObject?

    /// Names the two screens' tabs as the GitHub Browser does and keeps them, with the variant's
    /// `coordinator`, if any.
    public init(search: UIViewController, favourites: UIViewController, coordinator: AnyObject? = nil) {
        search.title = BrowserTab.search.title
        favourites.title = BrowserTab.favourites.title
        self.search = search
        self.favourites = favourites
        self.coordinator = coordinator
    }

    /// The screens in a tab bar, each inside its own navigation controller; the tab bar keeps the
    /// variant's coordinator.
    public func tabBarController() -> GalleryTabBarController {
        GalleryTabBarController(
            viewControllers: [UINavigationController(rootViewController: search), UINavigationController(rootViewController: favourites)],
            coordinator: coordinator
        )
    }
}
#endif
