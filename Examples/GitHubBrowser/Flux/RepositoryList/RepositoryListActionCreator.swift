import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataFlux

/// A repository list's action creator: it reads the first page or the next one through the use
/// case and dispatches each step. One request at a time: the store refuses a load while another
/// runs, and a sign-out cancels the one in flight.
@MainActor
public final class RepositoryListActionCreator {
    private let dispatcher: Dispatcher<RepositoryListAction>
    private let store: FluxStore<RepositoryListState, RepositoryListAction>
    private let listRepositories: any ListRepositoriesUseCase
    private let now: @Sendable () -> Date
    private var inFlight: Task<Void, Never>?

    /// Creates the action creator of `store`, which is registered with `dispatcher`.
    public init(
        dispatcher: Dispatcher<RepositoryListAction>,
        store: FluxStore<RepositoryListState, RepositoryListAction>,
        listRepositories: any ListRepositoriesUseCase,
        now: @escaping @Sendable () -> Date
    ) {
        self.dispatcher = dispatcher
        self.store = store
        self.listRepositories = listRepositories
        self.now = now
    }

    isolated deinit {
        inFlight?.cancel()
    }

    /// Loads the first page: a first load, a refresh or an implicit reload.
    @discardableResult
    public func load(_ kind: RequestKind) -> Task<Void, Never>? {
        let state = store.state
        guard !state.request.isLoading, !state.isLoadingMore else { return nil }
        dispatcher.dispatchFromActionCreator(.loadStarted(kind))
        let (dispatcher, listRepositories, now) = (dispatcher, listRepositories, now)
        return start {
            do throws(AppError) {
                let listing = try await listRepositories()
                dispatcher.dispatchFromActionCreator(.loaded(listing, at: now()))
            } catch {
                dispatcher.dispatchFromActionCreator(.loadFailed(error))
            }
        }
    }

    /// Loads the page after the list, if there is one and nothing is loading.
    @discardableResult
    public func loadMore() -> Task<Void, Never>? {
        let state = store.state
        guard state.canLoadMore, let listing = state.request.value else { return nil }
        dispatcher.dispatchFromActionCreator(.loadMoreStarted)
        let (dispatcher, listRepositories) = (dispatcher, listRepositories)
        return start {
            do throws(AppError) {
                dispatcher.dispatchFromActionCreator(.loadedMore(try await listRepositories.loadMore(after: listing)))
            } catch {
                dispatcher.dispatchFromActionCreator(.loadMoreFailed(error))
            }
        }
    }

    /// Cancels the load in flight and drops the list loaded with the user's token.
    public func signedOut() {
        inFlight?.cancel()
        inFlight = nil
        dispatcher.dispatchFromActionCreator(.signedOut)
    }

    private func start(_ work: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        let task = Task { await work() }
        inFlight = task
        return task
    }
}
