#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataNavigation
import StrataUIKit

/// Chapter 11's `RepoListCoordinator` (listings 11.6 and 11.7) on UIKit: the coordinator of the
/// repository list. `start()` builds the list, makes itself its delegate and pushes it; when the
/// list says a repository was chosen, it starts a RepoDetailCoordinator as its child, which
/// pushes the detail. The list never sees a navigation controller.
///
/// As on the terminal, it goes past the listing: it keeps each detail coordinator as a child only
/// while its screen is on the stack, and finishes it when the user leaves it by any means — it
/// hears of each screen the stack shows through a NavigationStackObserver.
@MainActor
public final class RepoListCoordinator: Coordinator, RepoListViewControllerDelegate {
    private let navigator: UINavigationController
    private lazy var stackObserver = NavigationStackObserver { [weak self] stack, _ in self?.finishDetails(leaving: stack) }
    /// The list, once started; held weakly (the stack owns it).
    public private(set) weak var repoListViewController: RepoListViewController?

    /// Creates the coordinator of the list shown on `navigator`.
    public init(navigator: UINavigationController) {
        self.navigator = navigator
        super.init()
    }

    /// Builds the list, becomes its delegate (and observes the stack), and pushes it.
    public override func start() {
        let viewController = RepoListViewController()
        viewController.delegate = self
        navigator.delegate = stackObserver
        navigator.pushViewController(viewController, animated: true)
        repoListViewController = viewController
    }

    /// Starts the coordinator of `repo`'s detail (listing 11.7's delegate method).
    public func repoListViewControllerDidSelectRepo(_ repo: GitHubRepoModel) {
        startChild(RepoDetailCoordinator(navigator: navigator, model: repo))
    }

    /// Finishes the detail coordinators whose screens are no longer on `stack`.
    private func finishDetails(leaving stack: UINavigationController) {
        for case let detail as RepoDetailCoordinator in children {
            guard let screen = detail.repoDetailViewController, stack.viewControllers.contains(where: { $0 === screen }) else {
                detail.finish()
                continue
            }
        }
    }
}
#endif
