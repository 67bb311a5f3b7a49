import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataList

/// The Public tab as the screen shows it, derived from ``RepositoryListState``: what fills the
/// screen, whether the small refresh indicator turns, the footer, and a notice over the list when a
/// reload failed but the previous list is still shown.
public struct RepositoryListViewState: Equatable, Sendable {
    /// What fills the screen.
    public var content: RepositoryListContent
    /// Whether the small "refreshing" indicator is on (a refresh the user asked for, over a list).
    public var isRefreshing: Bool
    /// The line under the list.
    public var footer: RepositoryListFooter
    /// Why the list shown may be out of date: a reload failed, or the list is a saved copy because
    /// the live source failed. Each driver adds how to load it again (and ask why).
    public var notice: RepositoryListNotice?

    /// Derives the view state; times in messages are shown in `timeZone`.
    public init(_ state: RepositoryListState, timeZone: TimeZone = .current) {
        let request = state.request
        if let listing = request.value {
            content = listing.repositories.isEmpty ? .empty : .repositories(listing.repositories.map(RepositoryListItem.init))
            isRefreshing = request.showsRefreshIndicator
            if listing.repositories.isEmpty {
                footer = .hidden
            } else if state.isLoadingMore {
                footer = .loadingMore(loaded: listing.repositories.count)
            } else if listing.canLoadMore {
                footer = .more(loaded: listing.repositories.count)
            } else {
                footer = .complete(total: listing.repositories.count)
            }
            // The day of "saved results from …" is compared with the day the list was loaded.
            let savedCopy = SavedCopyNotice(listing.freshness, now: state.lastLoadedAt ?? .distantPast, timeZone: timeZone)
            // A 503 keeps GitHub's name and says when to try again.
            notice = request.reloadFailure.map { failure in
                let message = failure.retryAdvice(timeZone: timeZone).map { "Not updated: \(failure.title). \($0)" }
                    ?? "Not updated: \(failure.title.lowercased())."
                return RepositoryListNotice(message, offersExplanation: false)
            }
                ?? savedCopy.map { RepositoryListNotice("\($0.headline).", offersExplanation: true) }
        } else {
            isRefreshing = false
            footer = .hidden
            notice = nil
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

/// What fills the Public tab's screen; each case looks different.
public enum RepositoryListContent: Equatable, Sendable {
    /// Nothing to show yet: a full-screen spinner.
    case loading
    /// The list.
    case repositories([RepositoryListItem])
    /// The source answered with no repositories.
    case empty
    /// Loading failed on our side or on the way (offline, timed out, unreadable, refused) and
    /// there is nothing to show.
    case failure(title: String, message: String)
    /// The server failed (HTTP 5xx) and there is nothing to show.
    case serverError(status: Int, message: String)
}
