import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP as the articles build it: the favourites presenter lists the favourites, calls its outputs
/// on every change and leaves through its router.
@MainActor
public final class FavouritesPresenter: FavouritesPresenterInputs {
    private weak var output: (any FavouritesPresenterOutputs)?
    private let router: any FavouritesRouting
    private let environment: GalleryEnvironment
    private let favouriteToggle: FavouriteToggle
    private var favourites: [Repository] = []
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `output`; it owns `router`.
    public init(output: any FavouritesPresenterOutputs, router: any FavouritesRouting, environment: GalleryEnvironment) {
        self.output = output
        self.router = router
        self.environment = environment
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.output?.showSaveError(strategy) }
        output?.showStatus(.loading)
        observation = environment.observeFavourites { [weak self] favourites in self?.show(favourites) }
    }

    public func didSelectRow(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        router.showDetail(of: repository)
    }

    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func show(_ favourites: [Repository]) {
        self.favourites = favourites
        output?.showRows(favourites.rows(favourites: Set(favourites.map(\.id))))
        output?.showStatus(.count(favourites.count))
    }
}
