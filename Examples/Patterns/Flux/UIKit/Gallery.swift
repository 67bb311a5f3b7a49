#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsFlux
import PatternsUIKit

/// The Flux variant of the gallery on UIKit: the same action creator, dispatcher and stores as on
/// the terminal, and views that observe the stores.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let stores = GalleryStores()
        let actions = GalleryActionCreator(stores: stores, environment: environment)
        return GalleryScreens(
            search: SearchViewController(stores: stores, actions: actions),
            favourites: FavouritesViewController(stores: stores, actions: actions)
        )
    }
}
#endif
