import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// One detail screen's action creator: it reads the repository's detail through the use case and
/// dispatches each step.
@MainActor
public final class DetailActionCreator {
    private let id: RepositoryID
    private let dispatcher: Dispatcher<DetailAction>
    private let store: FluxStore<DetailState, DetailAction>
    private let environment: BrowserEnvironment
    private var inFlight: Task<Void, Never>?

    /// Creates the action creator of `id`'s `store`, which is registered with `dispatcher`.
    public init(id: RepositoryID, dispatcher: Dispatcher<DetailAction>, store: FluxStore<DetailState, DetailAction>, environment: BrowserEnvironment) {
        self.id = id
        self.dispatcher = dispatcher
        self.store = store
        self.environment = environment
    }

    isolated deinit {
        inFlight?.cancel()
    }

    /// Loads the detail (first load, or Retry), unless it is loading already.
    @discardableResult
    public func load() -> Task<Void, Never>? {
        guard !store.state.request.isLoading else { return nil }
        dispatcher.dispatchFromActionCreator(.loadStarted)
        let (dispatcher, id, showDetail) = (dispatcher, id, environment.showRepositoryDetail)
        let task = Task {
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.loaded(try await showDetail(owner: id.owner, name: id.name)))
            } catch {
                dispatcher.dispatchFromActionCreator(.failed(error))
            }
        }
        inFlight = task
        return task
    }
}
