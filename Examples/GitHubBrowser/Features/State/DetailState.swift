import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataCore

/// One repository's detail screen: the request state machine of its content. Its favourite mark is
/// not here: it is read from ``FavouritesState``, the state every screen shares.
public struct DetailState: Equatable, Sendable {
    /// The detail: idle, loading, loaded or failed.
    public var request: RequestState<RepositoryDetail, AppError> = .idle
    /// Why loading failed, to show once in an alert with Retry.
    public var failure = OneShot<AppError>()

    /// The state of a detail screen that has not loaded yet.
    public init() {}
}
