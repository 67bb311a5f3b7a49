#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsMVP
import PatternsUIKit

/// The MVP variant of the gallery on UIKit, as the articles build it: the terminal's presenters
/// behind their `…PresenterInputs` protocols, view controllers generic over them that only route
/// events, and a router that moves between screens.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        GalleryScreens(
            search: SearchViewController<SearchPresenter>(environment: environment),
            favourites: FavouritesViewController<FavouritesPresenter>(environment: environment)
        )
    }
}
#endif
