import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Observation
import PatternsFeature
import StrataAlert

/// The MVVM variant's favourites: one `@Observable` view model shared by every screen. The
/// favourites screen binds to it; the other view models read ``identifiers`` from it, so their
/// views are re-bound when it changes.
@MainActor
@Observable
public final class FavouritesViewModel {
    /// The favourites as a list; the favourites screen binds to its rows and status.
    public private(set) var list = FavouritesListState()
    /// An alert to show because saving a favourite failed; cleared when shown.
    public private(set) var saveFailureAlert: AlertStrategy<SaveFavouriteErrorAction>?
    /// The detail the user chose to open from the favourites list, for the coordinator to show;
    /// cleared when shown.
    public private(set) var detailToShow: DetailViewModel?

    @ObservationIgnored private let toggleFavourite: ToggleFavourite
    @ObservationIgnored private var failedRepository: Repository?
    @ObservationIgnored private var observation: Task<Void, Never>?

    /// Creates the view model and starts following the favourites store.
    public init(environment: GalleryEnvironment) {
        toggleFavourite = environment.useCases.toggleFavourite
        let stream = environment.useCases.observeFavourites()
        observation = Task { [weak self] in
            for await repositories in stream {
                self?.list.update(repositories)
            }
        }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The identifiers of the favourites, to mark rows of other screens.
    public var identifiers: Set<RepositoryID> { list.identifiers }

    /// Adds `repository` to the favourites or removes it; a failure sets ``saveFailureAlert``.
    public func toggle(_ repository: Repository) {
        let toggle = toggleFavourite
        Task { [weak self] in
            do {
                try await toggle(repository)
            } catch {
                self?.failedRepository = repository
                self?.saveFailureAlert = AlertStrategy(saveFailure: AppError(error))
            }
        }
    }

    /// The user chose row `index` of the favourites list: its detail is to be shown
    /// (``detailToShow``).
    public func select(at index: Int) {
        guard let repository = list.repositories[safe: index] else { return }
        detailToShow = DetailViewModel(repository: repository, favourites: self)
    }

    /// The coordinator showed ``detailToShow``.
    public func didShowDetail() {
        detailToShow = nil
    }

    /// The view showed ``saveFailureAlert``.
    public func didShowSaveFailureAlert() {
        saveFailureAlert = nil
    }

    /// The user answered the save-failure alert.
    public func didChoose(_ action: SaveFavouriteErrorAction) {
        guard action == .retry, let failedRepository else { return }
        self.failedRepository = nil
        toggle(failedRepository)
    }
}
