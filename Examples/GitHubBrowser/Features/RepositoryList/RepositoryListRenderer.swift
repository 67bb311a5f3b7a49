import Foundation
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// Draws a repository list's state on its outputs — only the parts that changed — and raises the
/// alerts its failures call for. The Public tab's presenter renders through it, and so does any other
/// screen over a `RepositoryListState` (the Redux app's, whose state lives in its one store), so
/// every app draws the list the same way.
///
/// A class, not a value: it remembers what it drew last, to draw only what changed and to tell
/// which row the user reached (``reachesMore(at:)``).
///
/// ```swift
/// let renderer = RepositoryListRenderer()
/// renderer.render(RepositoryListViewState(state, timeZone: .current), on: output)
/// renderer.report(state.failure, on: output, canSignIn: true, timeZone: .current)
/// if renderer.reachesMore(at: index) { loadMore() }   // the user reached row `index`
/// ```
@MainActor
public final class RepositoryListRenderer {
    private var rendered: RepositoryListViewState?
    private var failures: OneShotReceiver<RepositoryListFailure>

    /// A renderer that has drawn nothing yet; it reports only failures that fire after
    /// `failure` (the state's failure now).
    public init(startingAfter failure: OneShot<RepositoryListFailure>? = nil) {
        failures = OneShotReceiver(startingAfter: failure)
    }

    /// Draws what changed since the last call.
    public func render(_ viewState: RepositoryListViewState, on output: any RepositoryListPresenterOutputs) {
        let previous = rendered
        rendered = viewState
        if viewState.content != previous?.content {
            switch viewState.content {
            case .loading: output.showFullScreenLoading()
            case let .rows(rows): output.showRows(rows)
            case .empty: output.showEmptyList()
            case let .failure(title, message): output.showLoadFailure(title: title, message: message)
            case let .serverError(status, message): output.showServerError(status: status, message: message)
            }
        }
        if viewState.isRefreshing != previous?.isRefreshing { output.setRefreshing(viewState.isRefreshing) }
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

    /// Whether row `index` of the rows drawn last is "Show more": the user reaching it (the
    /// highlight moving onto it, the row coming on screen) loads the next page, as choosing it does.
    /// Not a failed page's row, which tries again only when chosen, so that a row coming on screen
    /// again cannot repeat a failing request; not the last repository, which a page arriving under
    /// the highlight would make the last again and again.
    public func reachesMore(at index: Int) -> Bool {
        guard case let .rows(rows)? = rendered?.content, rows.indices.contains(index) else { return false }
        if case .showMore = rows[index] { return true }
        return false
    }
}
