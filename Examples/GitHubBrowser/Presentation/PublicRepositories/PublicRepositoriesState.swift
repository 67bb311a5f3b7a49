import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataRedux

/// Everything the Public tab knows, as its Redux store keeps it.
///
/// Continuous state — the request state of the list, whether a next page is loading, when the list
/// was last loaded — is shown again on every render; ``failure`` is a one-shot event (an alert to
/// show once). Change it only through ``PublicRepositoriesReducer``.
public struct PublicRepositoriesState: Equatable, Sendable {
    /// The first page (and pages appended to it): idle, loading, loaded or failed, keeping the last
    /// loaded listing while it reloads.
    public var request: RequestState<RepositoryListing, AppError> = .idle
    /// Whether the next page is being fetched.
    public var isLoadingMore = false
    /// When the first page last arrived; `nil` until a load succeeded.
    public var lastLoadedAt: Date?
    /// The last failure, fired once per occurrence.
    public var failure = OneShot<PublicRepositoriesFailure>()

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
}
