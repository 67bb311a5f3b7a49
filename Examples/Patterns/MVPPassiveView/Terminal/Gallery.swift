import PatternsFeature
import PatternsTerminal

/// The MVP (passive view) variant of the gallery: one presenter per screen that owns the state and
/// pushes every change to a view that decides nothing.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        GalleryScreens(
            search: SearchViewController(environment: environment),
            favourites: FavouritesViewController(environment: environment)
        )
    }
}
