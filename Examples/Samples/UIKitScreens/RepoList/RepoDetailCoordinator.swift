#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataNavigation

/// Chapter 11's `RepoDetailCoordinator` on UIKit: the coordinator of one repository's detail. Its
/// `start()` builds the detail screen and pushes it on the navigation controller it was given. Its
/// parent keeps it while the screen is on the stack, and lets it go when the user leaves it (see
/// `RepoListCoordinator`).
@MainActor
public final class RepoDetailCoordinator: Coordinator {
    private let navigator: UINavigationController
    private let model: GitHubRepoModel
    /// The detail screen, once started; held weakly (the stack owns it).
    public private(set) weak var repoDetailViewController: RepoDetailViewController?

    /// Creates the coordinator that pushes the detail of `model` on `navigator`.
    public init(navigator: UINavigationController, model: GitHubRepoModel) {
        self.navigator = navigator
        self.model = model
        super.init()
    }

    /// Pushes the detail.
    public override func start() {
        let viewController = RepoDetailViewController(repo: model)
        // Known before the push, which tells the stack's delegate.
        repoDetailViewController = viewController
        navigator.pushViewController(viewController, animated: true)
    }
}
#endif
