#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import PatternsMVC
import PatternsUIKit

/// The MVC variant of the gallery on UIKit: the terminal's two models (search, and favourites
/// shared by every screen) that notify their observers, and controllers that mediate between them
/// and the views.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let favourites = FavouritesModel(environment: environment)
        return GalleryScreens(
            search: SearchViewController(model: SearchModel(environment: environment), favourites: favourites),
            favourites: FavouritesViewController(favourites: favourites)
        )
    }
}
#endif
