import GitHubBrowserApplication
import PatternsFeature
import StrataCore

/// The MVC variant's search model: it owns the search state, runs the searches and **notifies its
/// observers** after every change — the original MVC's model, which knows nothing of its views.
///
/// The controller turns input into commands on it (``search(_:)``, ``loadMore()``, ``refresh()``)
/// and observes it to update the view.
@MainActor
public final class SearchModel {
    /// The search state the views show.
    public private(set) var state = SearchScreenState() {
        didSet { if state != oldValue { observers.emit(state) } }
    }

    private let debounce: Duration
    private let observers = HandlerRegistry<SearchScreenState>()
    private let runner: SearchRunner

    /// Creates a model over the environment's search use case.
    public init(environment: GalleryEnvironment) {
        debounce = environment.debounce
        runner = SearchRunner(environment: environment)
    }

    /// Calls `observer` after every change of ``state``, until the returned key is removed.
    @discardableResult
    public func addObserver(_ observer: @escaping (SearchScreenState) -> Void) -> RegistryKey {
        observers.register(observer)
    }

    /// Stops calling the observer registered under `key`.
    public func removeObserver(_ key: RegistryKey) {
        observers.unregister(key: key)
    }

    /// Searches `text` after the debounce pause; a newer query cancels this one.
    public func search(_ text: String) {
        guard state.queryChanged(text) else { return runner.cancel() }
        run(after: debounce)
    }

    /// Searches the current query again from its first page, at once: the user refreshed, or chose
    /// Retry after a failure.
    public func refresh() {
        guard state.refreshed() else { return }
        run(after: .zero)
    }

    /// Loads the page after the results — unless there is none, or a search or a page is loading.
    public func loadMore() {
        guard let results = state.results, state.loadMoreStarted() else { return }
        runner.loadMore(after: results) { [weak self] step in self?.state.apply(step) }
    }

    private func run(after delay: Duration) {
        runner.search(state.query, after: delay) { [weak self] step in self?.state.apply(step) }
    }
}
