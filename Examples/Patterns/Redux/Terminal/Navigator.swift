import GitHubBrowserDomain
import PatternsRedux
import StrataRedux
import StrataTerminal

/// Routing expressed as actions: it subscribes to one tab's route and pushes or pops the detail to
/// match it. Views never push; they dispatch `showDetail` and `closeDetail`.
@MainActor
final class Navigator {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let gallery: GalleryStore
    private let tab: GalleryTab
    private weak var root: BaseViewController?
    private weak var detail: BaseViewController?

    init(gallery: GalleryStore, tab: GalleryTab) {
        self.gallery = gallery
        self.tab = tab
    }

    /// Follows the route of the tab whose root screen is `root`.
    func start(from root: BaseViewController) {
        self.root = root
        let tab = self.tab
        gallery.store.subscribe(select: { $0.route[tab] }) { [weak self] repository in self?.show(repository) }.store(in: subscriptions)
    }

    private func show(_ repository: Repository?) {
        guard let root else { return }
        if detail != nil {
            root.popTo(root, animated: true)
            detail = nil
        }
        guard let repository else { return }
        let screen = DetailViewController(repository: repository, tab: tab, gallery: gallery)
        detail = screen
        root.push(screen, animated: true)
    }
}
