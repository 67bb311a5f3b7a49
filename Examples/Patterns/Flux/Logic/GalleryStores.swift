import GitHubBrowserApplication
import GitHubBrowserVocabulary
import PatternsFeature
import StrataFlux

/// The Flux variant's parts, kept together as the book's chapter 14 suggests: one dispatcher, one
/// store per concern, and the action creator that does the I/O.
///
/// - `search` — the search state;
/// - `favourites` — the favourites every screen observes;
/// - `searchRows` — the result rows with their marks: it **waits for** `search` and `favourites`
///   on every action, then combines their new states;
/// - `alerts` — the alerts waiting to be shown.
@MainActor
public final class GalleryStores {
    /// The hub every action goes through.
    public let dispatcher = Dispatcher<GalleryAction>()
    /// The search state.
    public let search: FluxStore<SearchScreenState, GalleryAction>
    /// The favourites, shared by every screen.
    public let favourites: FluxStore<FavouritesListState, GalleryAction>
    /// The result rows, marked by the favourites.
    public let searchRows: FluxStore<[RepositoryRow], GalleryAction>
    /// The alerts waiting to be shown.
    public let alerts: FluxStore<AlertState, GalleryAction>

    /// Creates the stores, registered with one dispatcher.
    public init() {
        search = FluxStore(initialState: SearchScreenState(), dispatcher: dispatcher) { state, action in
            switch action {
            case .queryChanged(let text): state.queryChanged(text)
            case .searchStarted: state.searchStarted()
            case .loadMoreStarted: state.loadMoreStarted()
            case .searchFinished(let results): state.searchFinished(results)
            case .searchFailed(let error): state.searchFailed(error)
            default: break
            }
        }
        favourites = FluxStore(initialState: FavouritesListState(), dispatcher: dispatcher) { state, action in
            guard case .favouritesChanged(let repositories) = action else { return }
            state.update(repositories)
        }
        let search = search
        let favourites = favourites
        searchRows = FluxStore(
            initialState: [],
            dispatcher: dispatcher,
            waitingFor: [search.dispatchKey, favourites.dispatchKey]
        ) { rows, _ in
            rows = search.state.rows(favourites: favourites.state.identifiers)
        }
        alerts = FluxStore(initialState: AlertState(), dispatcher: dispatcher) { state, action in
            switch action {
            case .searchFailed(let error):
                state.pendingFetchFailure = SearchScreenState.alertFailure(for: error)
            case .saveFailed(let repository, let error):
                state.pendingSaveFailure = error
                state.failedSave = repository
            case .fetchAlertShown: state.pendingFetchFailure = nil
            case .saveAlertShown: state.pendingSaveFailure = nil
            default: break
            }
        }
    }
}
