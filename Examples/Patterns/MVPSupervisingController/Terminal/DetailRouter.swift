import GitHubBrowserDomain
import PatternsFeature
import PatternsMVPSupervisingController
import StrataTerminal

/// The router of the search and favourites screens: it builds the detail screen over the shared
/// favourites model and pushes it on the screen it was made from. No view controller builds a
/// screen itself.
@MainActor
public final class DetailRouter: DetailRouting {
    private weak var viewController: BaseViewController?
    private let favourites: any FavouritesModelType
    private let environment: GalleryEnvironment

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns its
    /// presenter, which owns this router).
    public init(from viewController: BaseViewController, favourites: any FavouritesModelType, environment: GalleryEnvironment) {
        self.viewController = viewController
        self.favourites = favourites
        self.environment = environment
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        viewController?.push(DetailViewController<DetailPresenter>(repository: repository, favourites: favourites, environment: environment), animated: true)
    }
}
