import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP as the articles build it: the detail presenter shows one repository and calls its outputs
/// when its favourite mark changes.
@MainActor
public final class DetailPresenter: DetailPresenterInputs {
    private weak var output: (any DetailPresenterOutputs)?
    private let repository: Repository
    private let environment: GalleryEnvironment
    private let favouriteToggle: FavouriteToggle
    private var isFavourite: Bool?
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `repository`'s detail for `output`.
    public init(output: any DetailPresenterOutputs, repository: Repository, environment: GalleryEnvironment) {
        self.output = output
        self.repository = repository
        self.environment = environment
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.output?.showSaveError(strategy) }
        output?.showContent(RepositoryDetailContent(repository: repository))
        let id = repository.id
        observation = environment.observeFavouriteIdentifiers { [weak self] identifiers in
            self?.showFavourite(identifiers.contains(id))
        }
    }

    public func didRequestToggleFavourite() {
        favouriteToggle.toggle(repository)
    }

    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func showFavourite(_ isFavourite: Bool) {
        guard isFavourite != self.isFavourite else { return }
        self.isFavourite = isFavourite
        output?.showFavourite(isFavourite)
    }
}
