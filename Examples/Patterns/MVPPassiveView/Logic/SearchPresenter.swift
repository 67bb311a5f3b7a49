import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (passive view): the search presenter owns the state and pushes every change to the view.
@MainActor
public final class SearchPresenter {
    private weak var view: (any SearchView)?
    private let environment: GalleryEnvironment
    private let runner: SearchRunner
    private let favouriteToggle: FavouriteToggle
    private var state = SearchScreenState()
    private var favourites: Set<RepositoryID> = []
    private var observation: Task<Void, Never>?

    /// Creates the presenter of `view`.
    public init(view: any SearchView, environment: GalleryEnvironment) {
        self.view = view
        self.environment = environment
        runner = SearchRunner(environment: environment)
        favouriteToggle = FavouriteToggle(environment: environment)
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The view loaded: show the empty search and follow the favourites.
    public func viewDidLoad() {
        favouriteToggle.onFailure = { [weak self] strategy in self?.view?.showSaveError(strategy) }
        observation = environment.observeFavouriteIdentifiers { [weak self] identifiers in
            self?.favourites = identifiers
            self?.showRows()
        }
        show()
    }

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    public func didChangeQuery(_ text: String) {
        guard state.queryChanged(text) else {
            runner.cancel()
            return show()
        }
        search(after: environment.debounce)
    }

    /// The user reached the end of the list: load the page after the results — unless there is
    /// none, or a search or a page is loading.
    public func didReachEndOfList() {
        guard let results = state.results, state.loadMoreStarted() else { return }
        show()
        runner.loadMore(after: results) { [weak self] step in self?.apply(step) }
    }

    /// The user asked to search the query again from its first page.
    public func didRequestRefresh() {
        guard state.refreshed() else { return }
        search(after: .zero)
    }

    /// The user chose row `index`.
    public func didSelectRow(at index: Int) {
        guard let repository = state.results?.repositories[safe: index] else { return }
        view?.showDetail(of: repository)
    }

    /// The user asked to toggle row `index`'s favourite.
    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = state.results?.repositories[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    /// The user answered the fetch-failure alert.
    public func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) {
        if action == .retry { didRequestRefresh() }
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func search(after delay: Duration) {
        runner.search(state.query, after: delay) { [weak self] step in self?.apply(step) }
    }

    private func apply(_ step: SearchStep) {
        state.apply(step)
        show()
        if case .failed = step, let failure = state.alertFailure { view?.showFetchError(AlertStrategy(fetchFailure: failure)) }
    }

    private func show() {
        view?.showStatus(state.status)
        view?.setLoading(state.isLoading)
        showRows()
    }

    private func showRows() {
        view?.showRows(state.rows(favourites: favourites))
    }
}
