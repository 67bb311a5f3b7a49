import PatternsFeature
import PatternsMVP
import PatternsTerminal

/// The MVP variant of the gallery, as the articles build it: presenters behind `…PresenterInputs`
/// protocols, view controllers generic over them that only route events, and a router that moves
/// between screens.
public enum Gallery {
    /// Builds the variant's two tabs over `environment`.
    @MainActor
    public static func makeScreens(environment: GalleryEnvironment) -> GalleryScreens {
        GalleryScreens(
            search: SearchViewController<SearchPresenter>(environment: environment),
            favourites: FavouritesViewController<FavouritesPresenter>(environment: environment)
        )
    }
}
