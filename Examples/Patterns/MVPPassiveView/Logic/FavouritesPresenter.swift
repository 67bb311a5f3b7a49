import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (passive view): the favourites presenter lists the favourites and pushes every change.
@MainActor
public final class FavouritesPresenter {
    private weak var view: (any FavouritesView)?
    private let environment: GalleryEnvironment
    private let favouriteToggle: FavouriteToggle
    private var favourites: [Repository] = []
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `view`.
    public init(view: any FavouritesView, environment: GalleryEnvironment) {
        self.view = view
        self.environment = environment
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The view loaded: follow the favourites.
    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.view?.showSaveError(strategy) }
        view?.showStatus(FavouritesStatusText.loading)
        observation = environment.observeFavourites { [weak self] favourites in
            self?.favourites = favourites
            self?.view?.showRows(favourites.rows(favourites: Set(favourites.map(\.id))))
            self?.view?.showStatus(FavouritesStatusText.status(count: favourites.count))
        }
    }

    /// The user chose row `index`.
    public func didSelectRow(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        view?.showDetail(of: repository)
    }

    /// The user asked to remove row `index` from the favourites.
    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }
}
