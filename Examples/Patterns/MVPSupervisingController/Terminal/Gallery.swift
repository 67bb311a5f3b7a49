import PatternsFeature
import PatternsMVPSupervisingController
import PatternsTerminal

/// The MVP (supervising controller) variant of the gallery: observable models the views observe,
/// and presenters that handle input, alerts and navigation.
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
