#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsRedux
import PatternsUIKit

/// The Redux variant of the gallery on UIKit: the same one store, reducers, thunks and routing as
/// actions as on the terminal; each tab's navigator moves its stack to follow the route.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let gallery = GalleryStore(environment: environment)
        return GalleryScreens(
            search: SearchViewController(gallery: gallery),
            favourites: FavouritesViewController(gallery: gallery)
        )
    }
}
#endif
