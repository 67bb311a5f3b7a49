import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataRedux

/// The Redux variant's one store, with the entry points the views call: each dispatches an action
/// or a thunk. A new query cancels the search thunk in flight.
@MainActor
public final class GalleryStore {
    /// The store: one state for the whole app.
    public let store = Store(initialState: GalleryState(), reducer: GalleryReducers.app)
    private let environment: GalleryEnvironment
    private var searchEffect: Task<Void, Never>?

    /// Creates the store and starts following the favourites store.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
        store.dispatch(GalleryThunks.followFavourites(using: environment.useCases.observeFavourites))
    }

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    public func changeQuery(_ text: String) {
        store.dispatch(.queryChanged(text))
        searchEffect?.cancel()
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        searchEffect = store.dispatch(GalleryThunks.search(after: environment.debounce, using: environment.useCases.searchRepositories, sleep: environment.sleep))
    }

    /// Searches the current query again from its first page, at once: the user refreshed, or chose
    /// Retry after a failure.
    public func refresh() {
        let query = store.state.search.query
        guard query.contains(where: { !$0.isWhitespace }) else { return }
        store.dispatch(.queryChanged(query))
        searchEffect?.cancel()
        searchEffect = store.dispatch(GalleryThunks.search(after: .zero, using: environment.useCases.searchRepositories, sleep: environment.sleep))
    }

    /// The user reached the end of the list: loads the page after the results — unless there is
    /// none, or a search or a page is loading. A new query or a refresh cancels it.
    public func loadMore() {
        let search = store.state.search
        guard let results = search.results, search.canLoadMore else { return }
        store.dispatch(.loadMoreStarted)
        searchEffect?.cancel()
        searchEffect = store.dispatch(GalleryThunks.loadMore(after: results, using: environment.useCases.searchRepositories))
    }

    /// Adds `repository` to the favourites or removes it.
    public func toggleFavourite(_ repository: Repository) {
        store.dispatch(GalleryThunks.toggleFavourite(repository, using: environment.useCases.toggleFavourite))
    }

    /// Saves again the favourite whose saving failed.
    public func retrySave() {
        guard let repository = store.state.alerts.failedSave else { return }
        toggleFavourite(repository)
    }
}
