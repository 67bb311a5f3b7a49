import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert
import StrataVIPER

/// The search scene's presenter: it turns view events into interactor requests, and interactor
/// responses into view commands, keeping the screen's state. Generic over its router, so the scene
/// builder wires a concrete router at compile time.
@MainActor
public final class SearchScenePresenter<Router: SearchSceneRouting>: Presenter {
    /// The view, held weakly: it owns this presenter.
    public weak var commandListener: (any CommandListener<SearchCommand>)?
    /// The interactor, owned.
    public var requestListener: (any RequestListener<SearchRequest>)?
    /// The router, owned.
    public var router: Router?

    private let debounce: Duration
    private var state = SearchScreenState()
    private var favourites: Set<RepositoryID> = []
    private var failedSave: Repository?

    /// Creates a presenter that searches `debounce` after the last keystroke.
    public init(debounce: Duration) {
        self.debounce = debounce
    }

    public func handle(event: SearchEvent) {
        switch event {
        case .viewDidLoad:
            show()
            request(.followFavourites)
        case .searchTextChanged(let text):
            guard state.queryChanged(text) else {
                request(.cancelSearch)
                return show()
            }
            request(.search(text, after: debounce))
        case .loadMore:
            // Marked in flight when asked, not when the interactor answers: a second load more
            // before the answer must not ask for the same page again.
            guard let results = state.results, state.loadMoreStarted() else { return }
            show()
            request(.loadMore(after: results))
        case .refresh, .fetchErrorAnswered(.retry):
            guard state.queryChanged(state.query) else { return }
            request(.search(state.query, after: .zero))
        case .fetchErrorAnswered:
            break
        case .select(let row):
            guard let repository = state.results?.repositories[safe: row] else { return }
            router?.showDetail(of: repository)
        case .toggleFavourite(let row):
            guard let repository = state.results?.repositories[safe: row] else { return }
            request(.toggleFavourite(repository))
        case .saveErrorAnswered(let action):
            guard action == .retry, let failedSave else { return }
            self.failedSave = nil
            request(.toggleFavourite(failedSave))
        }
    }

    public func handle(response: SearchResponse) {
        switch response {
        case .searchStarted:
            state.searchStarted()
            show()
        case .found(let results):
            state.searchFinished(results)
            show()
        case .searchFailed(let error):
            state.searchFailed(error)
            show()
            if let failure = state.alertFailure { command(.showFetchError(AlertStrategy(fetchFailure: failure))) }
        case .favouritesChanged(let identifiers):
            favourites = identifiers
            command(.showRows(state.rows(favourites: favourites)))
        case .saveFailed(let repository, let error):
            failedSave = repository
            command(.showSaveError(AlertStrategy(saveFailure: error)))
        }
    }

    private func show() {
        command(.showStatus(state.status))
        command(.setLoading(state.isLoading))
        command(.showRows(state.rows(favourites: favourites)))
    }

    private func request(_ request: SearchRequest) {
        requestListener?.handle(request: request)
    }

    private func command(_ command: SearchCommand) {
        commandListener?.handle(command: command)
    }
}
