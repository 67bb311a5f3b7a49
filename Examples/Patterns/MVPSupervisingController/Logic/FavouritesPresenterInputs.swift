import GitHubBrowserVocabulary
import PatternsFeature

/// What the supervising favourites screen tells its presenter. The presenter implements it; the
/// view controller is generic over it and builds it itself, so that a test can put a fake presenter
/// behind a real screen. The view observes the favourites model for its list.
@MainActor
public protocol FavouritesPresenterInputs: AnyObject {
    /// Creates the presenter of `view` over the shared `favourites`, leaving the screen through
    /// `router`.
    init(view: any FavouritesView, router: any DetailRouting, favourites: any FavouritesModelType, environment: GalleryEnvironment)

    /// The user chose row `index` of the favourites list.
    func didSelectRow(at index: Int)
    /// The user asked to remove row `index` of the favourites list.
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}
