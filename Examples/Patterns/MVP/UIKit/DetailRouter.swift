#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsFeature
import PatternsMVP
import StrataUIKit

/// The router of the search and favourites screens on UIKit (article ④): the presenter says where
/// to go, the router builds the next screen and pushes it through the transitioner of the screen it
/// was made from. The view controllers never build a screen themselves.
@MainActor
public final class DetailRouter: SearchRouting, FavouritesRouting {
    private let transitioner: ViewControllerTransitioner
    private let environment: GalleryEnvironment

    /// Creates the router that pushes through `transitioner` (which holds its screen weakly: the
    /// screen owns its presenter, which owns this router).
    public init(transitioner: ViewControllerTransitioner, environment: GalleryEnvironment) {
        self.transitioner = transitioner
        self.environment = environment
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        transitioner.push(DetailViewController<DetailPresenter>(repository: repository, environment: environment), animated: true)
    }
}
#endif
