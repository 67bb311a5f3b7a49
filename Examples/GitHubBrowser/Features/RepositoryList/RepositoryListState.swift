import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataCore

/// Everything the Public tab knows, as its Redux store keeps it.
///
/// Continuous state — the request state of the list, whether a next page is loading, when the list
/// was last loaded — is shown again on every render; ``failure`` is a one-shot event (an alert to
/// show once). Change it only through ``RepositoryListReducer``.
public struct RepositoryListState: Equatable, Sendable {
    /// The first page (and pages appended to it): idle, loading, loaded or failed, keeping the last
    /// loaded listing while it reloads.
    public var request: RequestState<RepositoryListing, AppError> = .idle
    /// Whether the next page is being fetched.
    public var isLoadingMore = false
    /// Why the last attempt at the next page failed, until the next attempt or a new first page:
    /// the list shows it in its last row, which offers to try again.
    public var loadMoreFailure: AppError?
    /// When the first page last arrived; `nil` until a load succeeded.
    public var lastLoadedAt: Date?
    /// The last failure, fired once per occurrence.
    public var failure = OneShot<RepositoryListFailure>()

    /// The state of a list that has not loaded yet.
    public init() {}

    /// The repositories to show (those loaded before, while reloading or after a failed reload).
    public var repositories: [Repository] { request.value?.repositories ?? [] }

    /// Whether a next page can be asked for now: something is loaded, the source has more, and no
    /// request is running.
    public var canLoadMore: Bool {
        !request.isLoading && !isLoadingMore && request.value?.canLoadMore == true
    }

    /// Whether coming back to the tab at `now` should reload the list by itself: never loaded, the
    /// last attempt failed, or the list is older than `interval` seconds. Never while loading.
    public func needsImplicitReload(at now: Date, olderThan interval: TimeInterval) -> Bool {
        guard !request.isLoading, !isLoadingMore else { return false }
        guard let lastLoadedAt else { return true }
        if case .failed = request { return true }
        return now.timeIntervalSince(lastLoadedAt) > interval
    }

    /// Whether the app becoming active again at `now` (back from the background on iOS, `fg` after
    /// a stop in the terminal) should reload the list on screen by itself: something was loaded
    /// more than `interval` seconds ago and nothing is loading. `interval` is `nil` when the source
    /// never changes (the offline catalog): then never. Unlike coming back to the tab, a list that
    /// never loaded, or whose load failed since, is not retried at once: a user flipping between
    /// apps would repeat a failing request each time.
    public func needsReloadWhenActive(at now: Date, olderThan interval: TimeInterval?) -> Bool {
        guard let interval, !request.isLoading, !isLoadingMore, let lastLoadedAt else { return false }
        return now.timeIntervalSince(lastLoadedAt) > interval
    }
}

/// A failure of the Public tab worth telling the user about once: which operation failed, and why.
public enum RepositoryListFailure: Equatable, Sendable {
    /// Loading the first page failed; the kind says whether it was the first load, a refresh the
    /// user asked for, or a reload the app started by itself.
    case load(RequestKind, AppError)
    /// Loading the next page failed; what was loaded before stays.
    case loadMore(AppError)
}

/// What can happen to the Public tab's state. Thunks of `RepositoryListActionCreator`
/// dispatch them around each request; ``RepositoryListReducer`` applies them.
public enum RepositoryListAction: Equatable, Sendable, Codable {
    /// A load of the first page started (first load, refresh or implicit reload).
    case loadStarted(RequestKind)
    /// The first page arrived at the given time.
    case loaded(RepositoryListing, at: Date)
    /// Loading the first page failed.
    case loadFailed(AppError)
    /// Loading the next page started.
    case loadMoreStarted
    /// The listing with the next page appended arrived.
    case loadedMore(RepositoryListing)
    /// Loading the next page failed.
    case loadMoreFailed(AppError)
    /// The user signed out: everything loaded with their token is dropped, and the tab loads
    /// afresh when it next appears.
    case signedOut
}
