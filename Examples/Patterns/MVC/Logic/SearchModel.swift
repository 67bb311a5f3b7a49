import GitHubBrowserApplication
import PatternsFeature
import StrataCore

/// The MVC variant's search model: it owns the search state, runs the searches and **notifies its
/// observers** after every change — the original MVC's model, which knows nothing of its views.
///
/// The controller turns input into commands on it (``search(_:)``, ``retry()``) and observes it to
/// update the view.
@MainActor
public final class SearchModel {
    /// The search state the views show.
    public private(set) var state = SearchScreenState() {
        didSet { if state != oldValue { observers.emit(state) } }
    }

    private let searchRepositories: SearchRepositories
    private let debounce: Duration
    private let observers = HandlerRegistry<SearchScreenState>()
    private let latest: LatestTask

    /// Creates a model over the environment's search use case.
    public init(environment: GalleryEnvironment) {
        searchRepositories = environment.useCases.searchRepositories
        debounce = environment.debounce
        latest = environment.makeLatestTask()
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
        guard state.queryChanged(text) else { return latest.cancel() }
        run(after: debounce)
    }

    /// Searches the current query again, at once.
    public func retry() {
        guard state.queryChanged(state.query) else { return }
        run(after: .zero)
    }

    private func run(after delay: Duration) {
        let query = state.query
        let search = searchRepositories
        latest.replace(after: delay) { [weak self] in
            self?.state.searchStarted()
            do {
                let found = try await search(query)
                guard !Task.isCancelled else { return }
                self?.state.searchFinished(found)
            } catch {
                guard !Task.isCancelled else { return }
                self?.state.searchFailed(AppError(error))
            }
        }
    }
}
