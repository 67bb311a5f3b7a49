import StrataNavigation
import StrataTerminal

/// Chapter 11's `AppCoordinator` (listings 11.3 and 11.4): the application coordinator, root of the
/// coordinator tree. It builds the tab bar with one navigation stack, gives that stack to the
/// ``RepoListCoordinator`` and starts it; whoever runs the app knows only this object, not the
/// first screen.
///
/// The book's `init(window:)` and `window.makeKeyAndVisible()` belong to UIKit: on the terminal the
/// command hands ``rootViewController`` to `Application.run(root:)` instead.
@MainActor
public final class AppCoordinator: Coordinator {
    /// The tab bar, which the app shows.
    public let rootViewController: TabBarController
    private let repoListCoordinator: RepoListCoordinator

    /// Creates the tab bar and the list's coordinator, without showing anything.
    public override init() {
        let repoNavigationController = NavigationController()
        repoListCoordinator = RepoListCoordinator(navigator: repoNavigationController)
        rootViewController = TabBarController(viewControllers: [repoNavigationController])
        super.init()
    }

    /// Starts the list's coordinator: the first screen comes on.
    public override func start() {
        startChild(repoListCoordinator)
    }
}
