import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Observation
import PatternsFeature
import StrataAlert

/// The MVVM variant's search screen state: what the view shows, as `@Observable` properties the
/// view binds to one way, and the commands the view sends.
@MainActor
@Observable
public final class SearchViewModel {
    /// The search state; the view binds to ``rows``, ``status`` and ``isLoading``.
    public private(set) var state = SearchScreenState()
    /// An alert to show because the search failed; cleared when shown.
    public private(set) var fetchFailureAlert: AlertStrategy<FetchRepositoriesErrorAction>?
    /// The detail the user chose to open, for the coordinator to show; cleared when shown. The
    /// view model emits the navigation (the book's ch.7) and a coordinator observes it (MVVM-C).
    public private(set) var detailToShow: DetailViewModel?
    /// The favourites, shared with every other screen.
    public let favourites: FavouritesViewModel

    @ObservationIgnored private let debounce: Duration
    @ObservationIgnored private let runner: SearchRunner

    /// Creates the view model over the environment and the shared favourites.
    public init(environment: GalleryEnvironment, favourites: FavouritesViewModel) {
        debounce = environment.debounce
        runner = SearchRunner(environment: environment)
        self.favourites = favourites
    }

    /// The result rows, marked by the shared favourites.
    public var rows: [RepositoryRow] { state.rows(favourites: favourites.identifiers) }
    /// The status line.
    public var status: String { state.status }
    /// Whether a search or the next page is loading.
    public var isLoading: Bool { state.isLoading }

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    public func queryChanged(_ text: String) {
        guard state.queryChanged(text) else { return runner.cancel() }
        search(after: debounce)
    }

    /// The user reached the end of the list: load the page after the results — unless there is
    /// none, or a search or a page is loading.
    public func loadMore() {
        guard let results = state.results, state.loadMoreStarted() else { return }
        runner.loadMore(after: results) { [weak self] step in self?.apply(step) }
    }

    /// The user asked to search the query again from its first page.
    public func refresh() {
        guard state.refreshed() else { return }
        search(after: .zero)
    }

    /// The view showed ``fetchFailureAlert``.
    public func didShowFetchFailureAlert() {
        fetchFailureAlert = nil
    }

    /// The user answered the fetch-failure alert.
    public func didChoose(_ action: FetchRepositoriesErrorAction) {
        if action == .retry { refresh() }
    }

    /// The user chose row `index`: its repository's detail is to be shown (``detailToShow``).
    public func select(at index: Int) {
        guard let repository = repository(at: index) else { return }
        detailToShow = DetailViewModel(repository: repository, favourites: favourites)
    }

    /// The coordinator showed ``detailToShow``.
    public func didShowDetail() {
        detailToShow = nil
    }

    /// The repository on row `index`, to open or to toggle.
    public func repository(at index: Int) -> Repository? {
        state.results?.repositories[safe: index]
    }

    private func search(after delay: Duration) {
        runner.search(state.query, after: delay) { [weak self] step in self?.apply(step) }
    }

    private func apply(_ step: SearchStep) {
        state.apply(step)
        if case .failed = step { fetchFailureAlert = state.alertFailure.map { AlertStrategy(fetchFailure: $0) } }
    }
}
