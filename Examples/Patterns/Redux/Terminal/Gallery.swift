import PatternsFeature
import PatternsRedux
import PatternsTerminal

/// The Redux variant of the gallery: one store for the whole app, reducers per screen, thunks for
/// the I/O, and routing expressed as actions.
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
