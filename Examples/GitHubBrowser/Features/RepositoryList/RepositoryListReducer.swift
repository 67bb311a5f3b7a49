import GitHubBrowserApplication
import GitHubBrowserVocabulary
import StrataCore

/// The pure reducer of the Public tab: how each ``RepositoryListAction`` changes a
/// ``RepositoryListState``.
///
/// One request at a time: a load that starts while another one runs is ignored, and so is a
/// "load more" while the first page is loading. A cancelled request (`AppError.cancelled`) puts
/// the list back as it was, without an alert.
public enum RepositoryListReducer {
    /// Applies `action` to `state`.
    @Sendable
    public static func reduce(_ state: inout RepositoryListState, _ action: RepositoryListAction) {
        switch action {
        case let .loadStarted(kind):
            guard !state.isLoadingMore else { return }
            state.request.start(kind)
        case let .loaded(listing, date):
            // Only an answer to a load that is running: one that started before a sign-out reset
            // the state is dropped.
            guard state.request.isLoading else { return }
            state.request.succeed(with: listing)
            state.lastLoadedAt = date
            state.loadMoreFailure = nil
        case .loadFailed(.cancelled):
            if let previous = state.request.value {
                state.request.succeed(with: previous)
            } else {
                state.request.reset()
            }
        case let .loadFailed(error):
            let kind = state.request.loadingKind ?? .initial
            state.request.fail(with: error)
            state.failure.fire(.load(kind, error))
        case .loadMoreStarted:
            guard state.canLoadMore else { return }
            state.isLoadingMore = true
            state.loadMoreFailure = nil
        case let .loadedMore(listing):
            guard state.isLoadingMore else { return }
            state.isLoadingMore = false
            state.request.succeed(with: listing)
        case .loadMoreFailed(.cancelled):
            state.isLoadingMore = false
        case let .loadMoreFailed(error):
            guard state.isLoadingMore else { return }
            state.isLoadingMore = false
            state.loadMoreFailure = error
            state.failure.fire(.loadMore(error))
        case .signedOut:
            state = RepositoryListState()
        }
    }
}
