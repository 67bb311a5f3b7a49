import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP as the articles build it: the search presenter owns the screen's state, calls its outputs
/// after every change (flow synchronisation) and asks its router to leave the screen.
@MainActor
public final class SearchPresenter: SearchPresenterInputs {
    private weak var output: (any SearchPresenterOutputs)?
    private let router: any SearchRouting
    private let environment: GalleryEnvironment
    private let runner: SearchRunner
    private let favouriteToggle: FavouriteToggle
    private var state = SearchScreenState()
    private var favourites: Set<RepositoryID> = []
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `output`; it owns `router`.
    public init(output: any SearchPresenterOutputs, router: any SearchRouting, environment: GalleryEnvironment) {
        self.output = output
        self.router = router
        self.environment = environment
        runner = SearchRunner(environment: environment)
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.output?.showSaveError(strategy) }
        observation = environment.observeFavouriteIdentifiers { [weak self] identifiers in
            self?.favourites = identifiers
            self?.showRows()
        }
        show()
    }

    public func didChangeQuery(_ text: String) {
        guard state.queryChanged(text) else {
            runner.cancel()
            return show()
        }
        search(after: environment.debounce)
    }

    public func didReachEndOfList() {
        guard let results = state.results, state.loadMoreStarted() else { return }
        show()
        runner.loadMore(after: results) { [weak self] step in self?.apply(step) }
    }

    public func didRequestRefresh() {
        guard state.refreshed() else { return }
        search(after: .zero)
    }

    public func didSelectRow(at index: Int) {
        guard let repository = state.results?.repositories[safe: index] else { return }
        router.showDetail(of: repository)
    }

    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = state.results?.repositories[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    public func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) {
        if action == .retry { didRequestRefresh() }
    }

    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func search(after delay: Duration) {
        runner.search(state.query, after: delay) { [weak self] step in self?.apply(step) }
    }

    private func apply(_ step: SearchStep) {
        state.apply(step)
        show()
        if case .failed = step, let failure = state.alertFailure { output?.showFetchError(AlertStrategy(fetchFailure: failure)) }
    }

    private func show() {
        output?.showStatus(state.status)
        output?.setLoading(state.isLoading)
        showRows()
    }

    private func showRows() {
        output?.showRows(state.rows(favourites: favourites))
    }
}
