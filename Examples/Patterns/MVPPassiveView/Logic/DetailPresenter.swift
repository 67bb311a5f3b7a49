import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (passive view): the detail presenter shows one repository and pushes its favourite mark
/// to the view whenever the favourites change.
@MainActor
public final class DetailPresenter {
    private weak var view: (any DetailView)?
    private let repository: Repository
    private let environment: GalleryEnvironment
    private let favouriteToggle: FavouriteToggle
    private var isFavourite: Bool?
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `repository`'s detail.
    public init(view: any DetailView, repository: Repository, environment: GalleryEnvironment) {
        self.view = view
        self.repository = repository
        self.environment = environment
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The view loaded: show the repository and follow its favourite mark.
    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.view?.showSaveError(strategy) }
        view?.showContent(RepositoryDetailContent(repository: repository))
        let id = repository.id
        observation = environment.observeFavouriteIdentifiers { [weak self] identifiers in
            self?.showFavourite(identifiers.contains(id))
        }
    }

    /// The user asked to toggle the favourite.
    public func didRequestToggleFavourite() {
        favouriteToggle.toggle(repository)
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func showFavourite(_ isFavourite: Bool) {
        guard isFavourite != self.isFavourite else { return }
        self.isFavourite = isFavourite
        view?.showFavourite(isFavourite)
    }
}
