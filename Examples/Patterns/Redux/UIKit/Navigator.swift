#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsRedux
import StrataRedux
import StrataUIKit

/// Routing expressed as actions, on UIKit: it subscribes to one tab's route and pushes or pops the
/// detail to match it. Views never push; they dispatch `showDetail`. The back button and the back
/// swipe pop the detail in UIKit itself: the navigator hears it (through a
/// `NavigationStackObserver`) and dispatches `closeDetail`, so the route stays the truth.
@MainActor
final class Navigator {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let gallery: GalleryStore
    private let tab: GalleryTab
    private let stackObserver = NavigationStackObserver()
    private weak var root: UIViewController?
    private weak var detail: UIViewController?

    init(gallery: GalleryStore, tab: GalleryTab) {
        self.gallery = gallery
        self.tab = tab
        stackObserver.didShow = { [weak self] _, screen in self?.didShow(screen) }
    }

    /// Follows the route of the tab whose root screen is `root`.
    func start(from root: UIViewController) {
        self.root = root
        let tab = self.tab
        gallery.store.subscribe(select: { $0.route[tab] }) { [weak self] repository in self?.show(repository) }.store(in: subscriptions)
    }

    private func show(_ repository: Repository?) {
        guard let root, let stack = root.navigationController else { return }
        stack.delegate = stackObserver
        if detail != nil {
            detail = nil
            stack.popToViewController(root, animated: true)
        }
        guard let repository else { return }
        let screen = DetailViewController(repository: repository, gallery: gallery)
        detail = screen
        stack.pushViewController(screen, animated: true)
    }

    /// The stack showed `screen`: back on the root while the route still names a detail, the user
    /// went back, which the store hears.
    private func didShow(_ screen: UIViewController) {
        guard screen === root, detail != nil else { return }
        detail = nil
        gallery.store.dispatch(.closeDetail(on: tab))
    }
}
#endif
