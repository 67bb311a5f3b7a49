#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataUIKit

/// The tab bar of one gallery variant on UIKit (Search and Favourites), which keeps the variant's
/// coordinator, if it has one, for as long as the variant is shown: whoever shows the tab bar — a
/// window, or the Book presenting it — need not know that the variant has one.
///
/// Made by `GalleryScreens.tabBarController()`.
public final class GalleryTabBarController: TabBarController {
    /// The variant's coordinator (the MVVM variant's), kept alive with its screens.
    public let coordinator: AnyObject?

    /// Creates the tab bar of `viewControllers`, keeping `coordinator`.
    public init(viewControllers: [UIViewController], coordinator: AnyObject?) {
        self.coordinator = coordinator
        super.init(viewControllers: viewControllers)
    }
}
#endif
