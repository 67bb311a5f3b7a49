import PatternsFeature
import PatternsFlux
import PatternsTerminal

/// The Flux variant of the gallery: an action creator doing the I/O, one dispatcher, a store per
/// concern (one of which waits for the others), and views that observe the stores.
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
