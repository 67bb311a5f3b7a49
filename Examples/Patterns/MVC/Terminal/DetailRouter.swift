import GitHubBrowserDomain
import PatternsMVC
import StrataTerminal

/// The router of the search and favourites screens: the controller decides that a detail opens,
/// the router builds it over the shared favourites model and pushes it on the screen it was made
/// from. The book's MVC chapter (ch.5) does not cover screen transitions; its ch.11–12 take them out
/// of the view controller, and so does every variant here.
@MainActor
public final class DetailRouter {
    private weak var viewController: BaseViewController?
    private let favourites: FavouritesModel

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns it).
    public init(from viewController: BaseViewController, favourites: FavouritesModel) {
        self.viewController = viewController
        self.favourites = favourites
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        viewController?.push(DetailViewController(repository: repository, favourites: favourites), animated: true)
    }
}
