import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataFlux

/// The Flux variant's action creator: it does the I/O — searches, favourites — and dispatches what
/// happened. It never changes a store itself, and the stores never do I/O.
@MainActor
public final class GalleryActionCreator {
    private let stores: GalleryStores
    private let environment: GalleryEnvironment
    private let runner: SearchRunner
    private var observation: Task<Void, Never>?

    /// Creates the action creator of `stores`, and starts following the favourites store.
    public init(stores: GalleryStores, environment: GalleryEnvironment) {
        self.stores = stores
        self.environment = environment
        runner = SearchRunner(environment: environment)
        observation = environment.observeFavourites { [weak self] repositories in
            self?.dispatch(.favouritesChanged(repositories))
        }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    public func changeQuery(_ text: String) {
        dispatch(.queryChanged(text))
        guard stores.search.state.query.contains(where: { !$0.isWhitespace }) else { return runner.cancel() }
        search(after: environment.debounce)
    }

    /// Searches the current query again from its first page, at once: the user refreshed, or chose
    /// Retry after a failure.
    public func refresh() {
        let query = stores.search.state.query
        guard query.contains(where: { !$0.isWhitespace }) else { return }
        dispatch(.queryChanged(query))
        search(after: .zero)
    }

    /// The user reached the end of the list: loads the page after the results — unless there is
    /// none, or a search or a page is loading.
    public func loadMore() {
        let search = stores.search.state
        guard let results = search.results, search.canLoadMore else { return }
        dispatch(.loadMoreStarted)
        runner.loadMore(after: results) { [weak self] step in self?.dispatch(step) }
    }

    /// Adds `repository` to the favourites or removes it.
    public func toggleFavourite(_ repository: Repository) {
        let toggle = environment.useCases.toggleFavourite
        Task { [weak self] in
            do {
                try await toggle(repository)
            } catch {
                self?.dispatch(.saveFailed(repository, AppError(error)))
            }
        }
    }

    /// Saves again the favourite whose saving failed.
    public func retrySave() {
        guard let repository = stores.alerts.state.failedSave else { return }
        toggleFavourite(repository)
    }

    /// Tells the stores that the view showed an alert.
    public func alertShown(_ action: GalleryAction) {
        dispatch(action)
    }

    private func search(after delay: Duration) {
        runner.search(stores.search.state.query, after: delay) { [weak self] step in self?.dispatch(step) }
    }

    /// Dispatches what a search reported.
    private func dispatch(_ step: SearchStep) {
        switch step {
        case .started: dispatch(.searchStarted)
        case .finished(let results): dispatch(.searchFinished(results))
        case .failed(let error): dispatch(.searchFailed(error))
        }
    }

    /// Dispatches `action`. The dispatcher throws only for wiring mistakes (a dispatch from inside a
    /// dispatch, a `waitFor` cycle); this variant dispatches only from tasks and from observations
    /// that run after a dispatch, so one would be a bug in this file, reported in debug builds.
    private func dispatch(_ action: GalleryAction) {
        do {
            try stores.dispatcher.dispatch(action)
        } catch {
            assertionFailure("Flux wiring mistake: \(error)")
        }
    }
}
