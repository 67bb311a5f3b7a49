import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// One detail screen's action creator: it reads the repository's detail, then its README, through the
/// use cases and dispatches each step.
@MainActor
public final class RepositoryDetailActionCreator {
    private let id: RepositoryID
    private let dispatcher: Dispatcher<RepositoryDetailAction>
    private let store: FluxStore<RepositoryDetailState, RepositoryDetailAction>
    private let environment: BrowserEnvironment
    private var inFlight: Task<Void, Never>?
    private var readmeInFlight: Task<Void, Never>?

    /// Creates the action creator of `id`'s `store`, which is registered with `dispatcher`.
    public init(id: RepositoryID, dispatcher: Dispatcher<RepositoryDetailAction>, store: FluxStore<RepositoryDetailState, RepositoryDetailAction>, environment: BrowserEnvironment) {
        self.id = id
        self.dispatcher = dispatcher
        self.store = store
        self.environment = environment
    }

    isolated deinit {
        inFlight?.cancel()
        readmeInFlight?.cancel()
    }

    /// Whether the source has READMEs: the offline catalog has none.
    public var hasReadmes: Bool { environment.showReadme != nil }

    /// Loads the detail (first load, or Retry), unless it is loading already, then its README; the
    /// task ends when both have.
    @discardableResult
    public func load() -> Task<Void, Never>? {
        guard !store.state.request.isLoading else { return nil }
        dispatcher.dispatchFromActionCreator(.loadStarted)
        let (dispatcher, id, showDetail) = (dispatcher, id, environment.showRepositoryDetail)
        let task = Task { [weak self] in
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.loaded(try await showDetail(owner: id.owner, name: id.name)))
            } catch {
                return dispatcher.dispatchFromActionCreator(.failed(error))
            }
            await self?.loadReadme()?.value
        }
        inFlight = task
        return task
    }

    /// Loads the README (after the detail, or the README's Retry), unless the source has none or it
    /// is loading already.
    @discardableResult
    public func loadReadme() -> Task<Void, Never>? {
        guard let showReadme = environment.showReadme, !store.state.readme.isLoading else { return nil }
        dispatcher.dispatchFromActionCreator(.readmeStarted)
        let (dispatcher, id) = (dispatcher, id)
        let task = Task {
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.readmeLoaded(try await showReadme(id)))
            } catch {
                dispatcher.dispatchFromActionCreator(.readmeFailed(error))
            }
        }
        readmeInFlight = task
        return task
    }
}
