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

    /// Searches the current query again, at once.
    public func retrySearch() {
        dispatch(.queryChanged(stores.search.state.query))
        search(after: .zero)
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
        runner.search(stores.search.state.query, after: delay) { [weak self] step in
            switch step {
            case .started: self?.dispatch(.searchStarted)
            case .finished(let results): self?.dispatch(.searchFinished(results))
            case .failed(let error): self?.dispatch(.searchFailed(error))
            }
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
