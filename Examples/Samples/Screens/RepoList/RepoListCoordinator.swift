import SamplePresenters
import StrataNavigation
import StrataTerminal

/// Chapter 11's `RepoListCoordinator` (listings 11.6 and 11.7): the coordinator of the repository
/// list. `start()` builds the list, makes itself its delegate and pushes it; when the list says a
/// repository was chosen, it starts a ``RepoDetailCoordinator`` as its child, which pushes the
/// detail. The list never sees a navigation controller.
///
/// Where Strata goes past the listing: the book's coordinator keeps its last detail coordinator in
/// a property forever; this one keeps each as a child (`children`) only while its
/// screen is on the stack, and finishes it when the user leaves it by any means — it is the
/// stack's delegate.
@MainActor
public final class RepoListCoordinator: Coordinator, RepoListViewControllerDelegate, NavigationControllerDelegate {
    private let navigator: NavigationController
    /// The list, once started; held weakly (the stack owns it).
    public private(set) weak var repoListViewController: RepoListViewController?

    /// Creates the coordinator of the list shown on `navigator`.
    public init(navigator: NavigationController) {
        self.navigator = navigator
        super.init()
    }

    /// Builds the list, becomes its delegate and the stack's, and pushes it.
    public override func start() {
        let viewController = RepoListViewController()
        viewController.delegate = self
        navigator.delegate = self
        navigator.pushViewController(viewController, animated: true)
        repoListViewController = viewController
    }

    /// Starts the coordinator of `repo`'s detail (listing 11.7's delegate method).
    public func repoListViewControllerDidSelectRepo(_ repo: GitHubRepoModel) {
        startChild(RepoDetailCoordinator(navigator: navigator, model: repo))
    }

    /// Finishes the detail coordinators whose screens left the stack.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: BaseViewController) {
        for case let detail as RepoDetailCoordinator in children {
            let screen = detail.repoDetailViewController
            if screen == nil || !navigationController.viewControllers.contains(where: { $0 === screen }) { detail.finish() }
        }
    }
}
