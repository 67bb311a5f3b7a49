import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Favourites tab's logic: the saved repositories, updated the moment any screen changes
/// them (no reload), opening a detail, and removing one.
@MainActor
public final class FavouritesPresenter: FavouritesPresenterInputs, FavouritesOutputPort {
    private weak var output: (any FavouritesPresenterOutputs)?
    private let router: any FavouritesRouting
    private let observeFavourites: any ObserveFavouritesUseCase
    private let toggleFavourite: any ToggleFavouriteUseCase

    private(set) var favourites: [Repository] = []
    private var failedRemoval: Repository?
    /// The removal in flight; tests await it.
    private(set) var work: Task<Void, Never>?
    private var observation: Task<Void, Never>?

    /// Creates the presenter; it owns `router`.
    public init(output: any FavouritesPresenterOutputs, router: any FavouritesRouting, dependencies: FavouritesDependencies) {
        self.output = output
        self.router = router
        self.observeFavourites = dependencies.observeFavourites
        self.toggleFavourite = dependencies.toggleFavourite
    }

    isolated deinit {
        work?.cancel()
        observation?.cancel()
    }

    public func viewDidLoad() {
        output?.showStatus(.loading)
        observation = observeFavourites.report(to: self)
    }

    public func didSelectRow(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        router.showDetail(of: repository.id)
    }

    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = favourites[safe: index] else { return }
        remove(repository)
    }

    public func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction) {
        let failed = failedRemoval
        failedRemoval = nil
        if action == .retry, let failed { remove(failed) }
    }

    private func remove(_ repository: Repository) {
        let toggle = toggleFavourite
        work = Task { [weak self] in
            do {
                try await toggle(repository)
            } catch {
                self?.failedRemoval = repository
                self?.output?.showSaveFavouriteError(AlertStrategy(saveFailure: AppError(error)))
            }
            self?.work = nil
        }
    }

    // MARK: FavouritesOutputPort

    /// Shows `favourites`: what `ObserveFavouritesUseCase` reports, now and after every change.
    public func favouritesDidChange(_ favourites: [Repository]) {
        self.favourites = favourites
        let identifiers = Set(favourites.map(\.id))
        output?.showRows(favourites.rows(favourites: identifiers))
        output?.showStatus(.count(favourites.count))
    }
}
