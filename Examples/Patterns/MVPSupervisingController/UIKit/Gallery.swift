#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsUIKit

/// The MVP (supervising controller) variant of the gallery on UIKit: the terminal's observable
/// models, which the views observe, and presenters, which handle input, alerts and navigation.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let favourites = FavouritesModel(environment: environment)
        return GalleryScreens(
            search: SearchViewController<SearchPresenter>(model: SearchModel(favourites: favourites), environment: environment),
            favourites: FavouritesViewController<FavouritesPresenter>(favourites: favourites, environment: environment)
        )
    }
}
#endif
