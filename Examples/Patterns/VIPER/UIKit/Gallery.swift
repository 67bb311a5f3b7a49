#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsUIKit

/// The VIPER variant of the gallery on UIKit: a scene per screen — view, interactor, presenter,
/// router — built by a scene builder; the presenters and interactors are the terminal's.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        GalleryScreens(
            search: SearchScene(environment: environment).makeScreen(),
            favourites: FavouritesScene(environment: environment).makeScreen()
        )
    }
}
#endif
