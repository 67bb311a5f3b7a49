import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (supervising controller): the detail's presenter toggles the favourite; the view observes
/// the favourites model, so its mark follows the store.
@MainActor
public final class DetailPresenter: DetailPresenterInputs {
    /// The repository shown.
    public let repository: Repository
    private let favouriteToggle: FavouriteToggle

    /// Creates the presenter of `repository`'s detail shown by `view`.
    public init(view: any DetailView, repository: Repository, environment: GalleryEnvironment) {
        self.repository = repository
        favouriteToggle = FavouriteToggle(environment: environment)
        favouriteToggle.onFailure = { [weak view] strategy in view?.showSaveError(strategy) }
    }

    /// The user asked to toggle the favourite.
    public func didRequestToggleFavourite() {
        favouriteToggle.toggle(repository)
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }
}
