#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsMVC
import StrataUIKit

/// The router of the search and favourites screens on UIKit: the controller decides that a detail
/// opens, the router builds it over the shared favourites model and pushes it through the
/// transitioner of the screen it was made from.
@MainActor
public final class DetailRouter {
    private let transitioner: ViewControllerTransitioner
    private let favourites: FavouritesModel

    /// Creates the router that pushes through `transitioner` (which holds its screen weakly: the
    /// screen owns this router).
    public init(transitioner: ViewControllerTransitioner, favourites: FavouritesModel) {
        self.transitioner = transitioner
        self.favourites = favourites
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        transitioner.push(DetailViewController(repository: repository, favourites: favourites), animated: true)
    }
}
#endif
