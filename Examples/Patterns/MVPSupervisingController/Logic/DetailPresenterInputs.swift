import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature

/// What the supervising detail screen tells its presenter. The presenter implements it; the view
/// controller is generic over it and builds it itself, so that a test can put a fake presenter
/// behind a real screen. The view observes the favourites model for the mark.
@MainActor
public protocol DetailPresenterInputs: AnyObject {
    /// Creates the presenter of `repository`'s detail shown by `view`.
    init(view: any DetailView, repository: Repository, environment: GalleryEnvironment)

    /// The user asked to toggle the favourite.
    func didRequestToggleFavourite()
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}
