import PatternsFeature
import PatternsMVVM
import PatternsTerminal

/// The MVVM variant of the gallery: `@Observable` view models, one per screen, over one favourites
/// view model that every screen shares; views bound to them one way.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        let favourites = FavouritesViewModel(environment: environment)
        return GalleryScreens(
            search: SearchViewController(viewModel: SearchViewModel(environment: environment, favourites: favourites)),
            favourites: FavouritesViewController(viewModel: favourites)
        )
    }
}
