#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import PatternsFlux
import StrataUIKit

/// The router of the search and favourites screens on UIKit: it builds the detail screen over the
/// same stores and action creator and pushes it through the transitioner of the screen it was made
/// from. Navigation is not state any store keeps here; no view controller builds a screen itself.
@MainActor
public final class DetailRouter {
    private let transitioner: ViewControllerTransitioner
    private let stores: GalleryStores
    private let actions: GalleryActionCreator

    /// Creates the router that pushes through `transitioner` (which holds its screen weakly: the
    /// screen owns this router).
    public init(transitioner: ViewControllerTransitioner, stores: GalleryStores, actions: GalleryActionCreator) {
        self.transitioner = transitioner
        self.stores = stores
        self.actions = actions
    }

    /// Pushes `repository`'s detail screen.
    public func showDetail(of repository: Repository) {
        transitioner.push(DetailViewController(repository: repository, stores: stores, actions: actions), animated: true)
    }
}
#endif
