import GitHubBrowserDomain
import PatternsFeature
import PatternsMVP
import StrataTerminal

/// The router of the search and favourites screens (article ④): the presenter says where to go,
/// the router builds the next screen and pushes it on the screen it was made from. The view
/// controllers never build a screen themselves.
@MainActor
public final class DetailRouter: SearchRouting, FavouritesRouting {
    private weak var viewController: BaseViewController?
    private let environment: GalleryEnvironment

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns its
    /// presenter, which owns this router).
    public init(from viewController: BaseViewController, environment: GalleryEnvironment) {
        self.viewController = viewController
        self.environment = environment
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        viewController?.push(DetailViewController<DetailPresenter>(repository: repository, environment: environment), animated: true)
    }
}
