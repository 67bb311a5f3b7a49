import PatternsFeature
import PatternsTerminal

/// The VIPER variant of the gallery: a scene per screen — view, interactor, presenter, router —
/// built by a scene builder, with entities from the Application layer's use cases.
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
