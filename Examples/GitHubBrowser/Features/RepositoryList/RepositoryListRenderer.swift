import Foundation
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// Draws a repository list's state on its outputs — only the parts that changed — and raises the
/// alerts its failures call for. The Public tab's presenter renders through it, and so does any other
/// screen over a `RepositoryListState` (the Redux app's, whose state lives in its one store), so
/// every app draws the list the same way.
///
/// A class, not a value: drawing calls the outputs, and an output may call back (a list that moves
/// its highlight) into the owner, which records it here while a draw is under way.
///
/// ```swift
/// let renderer = RepositoryListRenderer()
/// if renderer.render(RepositoryListViewState(state, timeZone: .current), on: output) { loadMore() }
/// renderer.report(state.failure, on: output, canSignIn: true, timeZone: .current)
/// ```
@MainActor
public final class RepositoryListRenderer {
    private var rendered: RepositoryListViewState?
    private var failures: OneShotReceiver<RepositoryListFailure>
    /// The row the list highlights: the user's last move, kept within the rows shown.
    public var highlightedIndex = 0

    /// A renderer that has drawn nothing yet; it reports only failures that fire after
    /// `failure` (the state's failure now).
    public init(startingAfter failure: OneShot<RepositoryListFailure>? = nil) {
        failures = OneShotReceiver(startingAfter: failure)
    }

    /// Draws what changed since the last call. Returns whether the next page should load now: a page
    /// arrived that grew the list while the highlight rests on its last row.
    public func render(_ viewState: RepositoryListViewState, on output: any RepositoryListPresenterOutputs) -> Bool {
        let previous = rendered
        rendered = viewState
        var loadsMore = false
        if viewState.content != previous?.content {
            switch viewState.content {
            case .loading: output.showFullScreenLoading()
            case let .repositories(items):
                output.showRepositories(items)
                loadsMore = isAtEnd(of: items, previous: previous?.content)
            case .empty: output.showEmptyList()
            case let .failure(title, message): output.showLoadFailure(title: title, message: message)
            case let .serverError(status, message): output.showServerError(status: status, message: message)
            }
        }
        if viewState.isRefreshing != previous?.isRefreshing { output.setRefreshing(viewState.isRefreshing) }
        if viewState.footer != previous?.footer { output.setListFooter(viewState.footer) }
        if previous == nil || viewState.notice != previous?.notice { output.setReloadNotice(viewState.notice) }
        return loadsMore
    }

    /// Raises the alert a new failure calls for: none for a failed implicit reload (its notice is
    /// shown over the list), Retry (and Sign in, when `canSignIn`) for a failed load, Retry for a
    /// failed page; none when GitHub is unavailable (the app shows "GitHub is unavailable").
    public func report(
        _ event: OneShot<RepositoryListFailure>, on output: any RepositoryListPresenterOutputs, canSignIn: Bool, timeZone: TimeZone
    ) {
        guard let failure = failures.take(event) else { return }
        switch failure {
        case .load(.implicitReload, _):
            break
        case .load(_, let error) where error.isServiceUnavailable, .loadMore(let error) where error.isServiceUnavailable:
            break
        case let .load(_, error):
            output.showFetchError(AlertStrategy(fetchFailure: error, canSignIn: canSignIn, timeZone: timeZone))
        case let .loadMore(error):
            output.showLoadMoreError(AlertStrategy(loadMoreFailure: error, timeZone: timeZone))
        }
    }

    private func isAtEnd(of items: [RepositoryListItem], previous: RepositoryListContent?) -> Bool {
        var previousCount = 0
        if case let .repositories(shown) = previous { previousCount = shown.count }
        highlightedIndex = min(highlightedIndex, max(0, items.count - 1))
        return items.count > previousCount && highlightedIndex >= items.count - 1
    }
}
