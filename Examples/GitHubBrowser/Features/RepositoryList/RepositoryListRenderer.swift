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
    /// arrived that grew the list while the highlight rests on its last repository or after it.
    public func render(_ viewState: RepositoryListViewState, on output: any RepositoryListPresenterOutputs) -> Bool {
        let previous = rendered
        rendered = viewState
        var loadsMore = false
        if viewState.content != previous?.content {
            switch viewState.content {
            case .loading: output.showFullScreenLoading()
            case let .rows(rows):
                output.showRows(rows)
                loadsMore = grew(rows, since: previous?.content) && reachesEnd(at: highlightedIndex)
            case .empty: output.showEmptyList()
            case let .failure(title, message): output.showLoadFailure(title: title, message: message)
            case let .serverError(status, message): output.showServerError(status: status, message: message)
            }
        }
        if viewState.isRefreshing != previous?.isRefreshing { output.setRefreshing(viewState.isRefreshing) }
        return loadsMore
    }

    /// Raises the alert a new failure calls for: Retry (and Sign in, when `canSignIn`) for a failed
    /// load; none for a failed implicit reload (its notice is the list's first row), for a failed
    /// page (the list's last row says why and offers to try again), or when GitHub is unavailable
    /// (the app shows "GitHub is unavailable").
    public func report(
        _ event: OneShot<RepositoryListFailure>, on output: any RepositoryListPresenterOutputs, canSignIn: Bool, timeZone: TimeZone
    ) {
        guard let failure = failures.take(event) else { return }
        switch failure {
        case .load(.implicitReload, _), .loadMore:
            break
        case .load(_, let error) where error.isServiceUnavailable:
            break
        case let .load(_, error):
            output.showFetchError(AlertStrategy(fetchFailure: error, canSignIn: canSignIn, timeZone: timeZone))
        }
    }

    /// Whether row `index` of the rows drawn last is at the end of the list — its last repository
    /// or a row after it — with no failed page there: the screen loads the next page when the user
    /// reaches it. After a failed page only choosing its row tries again, so that a row coming on
    /// screen again cannot repeat a failing request.
    public func reachesEnd(at index: Int) -> Bool {
        guard case let .rows(rows)? = rendered?.content, let last = rows.lastIndex(where: \.isRepository) else { return false }
        if case .loadMoreFailed? = rows.last { return false }
        return index >= last
    }

    /// Whether `rows` list more repositories than the content drawn before; keeps the highlight
    /// within the rows.
    private func grew(_ rows: [RepositoryListRow], since previous: RepositoryListContent?) -> Bool {
        var previousCount = 0
        if case let .rows(shown) = previous { previousCount = shown.count(where: \.isRepository) }
        highlightedIndex = min(highlightedIndex, max(0, rows.count - 1))
        return rows.count(where: \.isRepository) > previousCount
    }
}
