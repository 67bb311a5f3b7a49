import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataList

/// A repository list as the screen shows it, derived from ``RepositoryListState``: what fills the
/// screen — the list's rows, or instead of them a full-screen spinner, an empty state, a failure or
/// a server error — and whether the small refresh indicator turns.
///
/// The list mixes its rows as the book's chapter 15 client does (`RepositoryListRow`): a notice at
/// the top when a reload failed but the previous list is still shown, or when the list is a saved
/// copy; the repositories; then one row at the end — "show more", "loading more…", the failed page,
/// or the end of the list.
public struct RepositoryListViewState: Equatable, Sendable {
    /// What fills the screen.
    public var content: RepositoryListContent
    /// Whether the small "refreshing" indicator is on (a refresh the user asked for, over a list).
    public var isRefreshing: Bool

    /// Derives the view state; times in messages are shown in `timeZone`.
    public init(_ state: RepositoryListState, timeZone: TimeZone = .current) {
        let request = state.request
        if let listing = request.value {
            isRefreshing = request.showsRefreshIndicator
            // The day of "saved results from …" is compared with the day the list was loaded.
            let savedCopy = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? .distantPast, timeZone: timeZone)
            // A 503 keeps GitHub's name and says when to try again.
            let notice = request.reloadFailure.map { failure in
                let message = failure.retryAdvice(timeZone: timeZone).map { "Not updated: \(failure.title). \($0)" }
                    ?? "Not updated: \(failure.title.lowercased())."
                return RepositoryListNotice(message, offersExplanation: false)
            }
                ?? savedCopy.map { RepositoryListNotice("\($0.headline).", offersExplanation: true) }
            let repositories = listing.repositories
            var rows = notice.map { [RepositoryListRow.notice($0)] } ?? []
            rows += repositories.map { .repository(RepositoryListItem($0)) }
            if repositories.isEmpty {
                // Nothing listed: an empty state, unless a notice has something to say.
            } else if state.isLoadingMore {
                rows.append(.loadingMore(loaded: repositories.count))
            } else if let failure = state.loadMoreFailure, listing.canLoadMore {
                rows.append(.loadMoreFailed(reason: failure.reason, isRetryable: failure.isRetryable))
            } else if listing.canLoadMore {
                rows.append(.showMore(loaded: repositories.count))
            } else {
                rows.append(.end(total: repositories.count))
            }
            content = rows.isEmpty ? .empty : .rows(rows)
        } else {
            isRefreshing = false
            switch request {
            case let .failed(.server(status), _):
                content = .serverError(status: status, message: AppError.server(status: status).message(timeZone: timeZone))
            case let .failed(error, _):
                content = .failure(title: error.title, message: error.message(timeZone: timeZone))
            case .idle, .loading, .loaded:
                content = .loading
            }
        }
    }
}

/// What fills a repository list's screen; each case looks different.
public enum RepositoryListContent: Equatable, Sendable {
    /// Nothing to show yet: a full-screen spinner.
    case loading
    /// The list: a notice, the repositories and the row at the end, in this order.
    case rows([RepositoryListRow])
    /// The source answered with no repositories.
    case empty
    /// Loading failed on our side or on the way (offline, timed out, unreadable, refused) and
    /// there is nothing to show.
    case failure(title: String, message: String)
    /// The server failed (HTTP 5xx) and there is nothing to show.
    case serverError(status: Int, message: String)
}

extension RepositoryListContent {
    /// Contents are equal when they look the same: rows compare by what they draw too, not only by
    /// their place in the list (a row's `==`), so that "show more" becoming "loading more…", or a
    /// changed star count, is drawn.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.loading, .loading), (.empty, .empty): true
        case let (.rows(a), .rows(b)): a.elementsEqual(b) { $0 == $1 && $0.isContentEqual(to: $1) }
        case let (.failure(aTitle, aMessage), .failure(bTitle, bMessage)): aTitle == bTitle && aMessage == bMessage
        case let (.serverError(aStatus, aMessage), .serverError(bStatus, bMessage)): aStatus == bStatus && aMessage == bMessage
        default: false
        }
    }
}
