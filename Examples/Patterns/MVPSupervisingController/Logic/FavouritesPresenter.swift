import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (supervising controller): the favourites list's presenter. It handles the input — open a
/// favourite through its router, remove one — while the view observes the favourites model.
@MainActor
public final class FavouritesPresenter: FavouritesPresenterInputs {
    private weak var view: (any FavouritesView)?
    private let router: any DetailRouting
    private let favourites: any FavouritesModelType
    private let favouriteToggle: FavouriteToggle

    /// Creates the presenter of `view` over the shared favourites, leaving the screen through
    /// `router` (which it owns).
    public init(view: any FavouritesView, router: any DetailRouting, favourites: any FavouritesModelType, environment: GalleryEnvironment) {
        self.view = view
        self.router = router
        self.favourites = favourites
        favouriteToggle = FavouriteToggle(environment: environment)
        favouriteToggle.onFailure = { [weak view] strategy in view?.showSaveError(strategy) }
    }

    /// The user chose row `index` of the favourites list.
    public func didSelectRow(at index: Int) {
        guard let repository = favourites.list.repositories[safe: index] else { return }
        router.showDetail(of: repository)
    }

    /// The user asked to remove row `index` of the favourites list.
    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = favourites.list.repositories[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }
}
