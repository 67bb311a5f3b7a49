import GitHubBrowserApplication
import StrataCore

/// The Search tab's reducer: the request state machine of its results (an initial search, a
/// refresh of the results shown), the page after them, and the failures to show.
public enum SearchReducer {
    /// How `action` changes `state`: a pure function, which the Flux app's stores call and the
    /// Redux app composes into its reducer.
    public static func reduce(_ state: inout SearchState, _ action: SearchAction) {
        switch action {
        case .queryChanged(let text):
            state.query = text
            guard text.allSatisfy(\.isWhitespace) else { return }
            // A blank query is never searched: the prompt comes back.
            state.request.reset()
            state.searchedText = ""
            state.isLoadingMore = false
            state.invalidQuery = nil
            state.highlightedIndex = 0
        case .searchStarted(let text):
            state.searchedText = text
            state.invalidQuery = nil
            state.isLoadingMore = false
            // A search replaces the one in flight, if any: its answer is dropped by its thunk.
            state.request = .loading(state.results == nil ? .initial : .refresh, previous: state.results)
        case .searchFinished(let results):
            guard state.request.isLoading else { return }
            state.request.succeed(with: results)
            state.highlightedIndex = min(state.highlightedIndex, max(0, results.repositories.count - 1))
        case .searchFailed(let error, let text):
            guard state.request.isLoading else { return }
            switch error {
            case .cancelled:
                restore(&state)
            case .invalidQuery(let reason):
                restore(&state)
                state.invalidQuery = reason
            default:
                state.request.fail(with: error)
                state.failure.fire(SearchFailure(error: error, fetch: .search(text)))
            }
        case .loadMoreStarted:
            guard state.canLoadMore else { return }
            state.isLoadingMore = true
        case .loadMoreFinished(let results):
            guard state.isLoadingMore else { return }
            state.isLoadingMore = false
            state.request.succeed(with: results)
        case .loadMoreFailed(let error):
            guard state.isLoadingMore else { return }
            state.isLoadingMore = false
            guard error != .cancelled else { return }
            state.failure.fire(SearchFailure(error: error, fetch: .loadMore))
        case .highlighted(let index):
            state.highlightedIndex = index
        case .signedOut:
            state = SearchState()
        }
    }

    /// Back to what was shown before the search started: its results, or nothing.
    private static func restore(_ state: inout SearchState) {
        if let previous = state.results {
            state.request.succeed(with: previous)
        } else {
            state.request.reset()
        }
    }
}
