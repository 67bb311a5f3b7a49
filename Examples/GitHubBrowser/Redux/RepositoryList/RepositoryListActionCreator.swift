import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataRedux

/// The async action creators of the Public tab: each thunk checks that its request may start,
/// dispatches the start, does the I/O, and dispatches the outcome.
public struct RepositoryListActionCreator: Sendable {
    /// Where pages come from.
    public let listRepositories: any ListRepositoriesUseCase
    /// The clock that stamps each successful load (injected so tests control time).
    public let now: @Sendable () -> Date

    /// Creates the action creator over `listRepositories`, dating each load with `now`.
    public init(listRepositories: any ListRepositoriesUseCase, now: @escaping @Sendable () -> Date) {
        self.listRepositories = listRepositories
        self.now = now
    }

    /// Loads the first page as a request of `kind`; does nothing while another request runs.
    public func load(_ kind: RequestKind) -> Thunk<RepositoryListState, RepositoryListAction> {
        let listRepositories = listRepositories
        let now = now
        return Thunk { context in
            guard !context.state.request.isLoading, !context.state.isLoadingMore else { return }
            context.dispatch(.loadStarted(kind))
            do throws(AppError) {
                let listing = try await listRepositories()
                context.dispatch(.loaded(listing, at: now()))
            } catch {
                context.dispatch(.loadFailed(error))
            }
        }
    }

    /// Loads the next page; does nothing when there is no next page or a request runs.
    public func loadMore() -> Thunk<RepositoryListState, RepositoryListAction> {
        let listRepositories = listRepositories
        return Thunk { context in
            guard context.state.canLoadMore, let listing = context.state.request.value else { return }
            context.dispatch(.loadMoreStarted)
            do throws(AppError) {
                context.dispatch(.loadedMore(try await listRepositories.loadMore(after: listing)))
            } catch {
                context.dispatch(.loadMoreFailed(error))
            }
        }
    }
}
