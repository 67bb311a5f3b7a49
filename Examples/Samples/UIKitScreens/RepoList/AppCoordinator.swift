#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation

/// Chapter 11's `AppCoordinator` (listings 11.3 and 11.4) on UIKit: the application coordinator,
/// root of the coordinator tree. It builds the tab bar with one navigation controller, gives that
/// to the RepoListCoordinator and starts it; whoever shows the app knows only this object, not
/// the first screen.
///
/// The book's `init(window:)` sets the window's root and makes it key; here the caller puts
/// rootViewController where it wants it (a window, or pushed from the samples' Book list).
@MainActor
public final class AppCoordinator: Coordinator {
    /// The tab bar, which the app shows.
    public let rootViewController: UITabBarController
    private let repoListCoordinator: RepoListCoordinator

    /// Creates the tab bar and the list's coordinator, without showing anything.
    public override init() {
        let repoNavigationController = UINavigationController()
        repoListCoordinator = RepoListCoordinator(navigator: repoNavigationController)
        rootViewController = UITabBarController()
        rootViewController.viewControllers = [repoNavigationController]
        super.init()
    }

    /// Starts the list's coordinator: the first screen comes on.
    public override func start() {
        startChild(repoListCoordinator)
    }
}
#endif
