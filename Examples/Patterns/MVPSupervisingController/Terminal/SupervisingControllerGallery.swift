import PatternsFeature
import PatternsMVPSupervisingController
import PatternsTerminal

/// The MVP (supervising controller) variant of the gallery: observable models the views observe,
/// and presenters that handle input, alerts and navigation.
public enum SupervisingControllerGallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let favourites = SupervisedFavourites(environment: environment)
        return GalleryScreens(
            search: SupervisingSearchViewController(model: SupervisedSearch(favourites: favourites), environment: environment),
            favourites: SupervisingFavouritesViewController(favourites: favourites, environment: environment)
        )
    }
}
