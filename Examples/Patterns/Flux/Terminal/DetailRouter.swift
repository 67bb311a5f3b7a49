import GitHubBrowserDomain
import PatternsFlux
import StrataTerminal

/// The router of the search and favourites screens: it builds the detail screen over the same
/// stores and action creator and pushes it on the screen it was made from. Navigation is not state
/// any store keeps here (the GitHub Browser's Flux app keeps it in its coordinators too); no view
/// controller builds a screen itself.
@MainActor
public final class DetailRouter {
    private weak var viewController: BaseViewController?
    private let stores: GalleryStores
    private let actions: GalleryActionCreator

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns it).
    public init(from viewController: BaseViewController, stores: GalleryStores, actions: GalleryActionCreator) {
        self.viewController = viewController
        self.stores = stores
        self.actions = actions
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        viewController?.push(DetailViewController(repository: repository, stores: stores, actions: actions), animated: true)
    }
}
