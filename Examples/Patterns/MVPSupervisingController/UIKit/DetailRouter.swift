#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsFeature
import PatternsMVPSupervisingController
import StrataUIKit

/// The router of the search and favourites screens on UIKit: it builds the detail screen over the
/// shared favourites model and pushes it through the transitioner of the screen it was made from.
/// No view controller builds a screen itself.
@MainActor
public final class DetailRouter: DetailRouting {
    private let transitioner: ViewControllerTransitioner
    private let favourites: any FavouritesModelType
    private let environment: GalleryEnvironment

    /// Creates the router that pushes through `transitioner` (which holds its screen weakly: the
    /// screen owns its presenter, which owns this router).
    public init(transitioner: ViewControllerTransitioner, favourites: any FavouritesModelType, environment: GalleryEnvironment) {
        self.transitioner = transitioner
        self.favourites = favourites
        self.environment = environment
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        transitioner.push(DetailViewController<DetailPresenter>(repository: repository, favourites: favourites, environment: environment), animated: true)
    }
}
#endif
