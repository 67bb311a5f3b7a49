import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataCore

/// One repository's detail screen: the request state machines of its content and of its README.
/// Its favourite mark is not here: it is read from ``FavouritesState``, the state every screen shares.
public struct RepositoryDetailState: Equatable, Sendable {
    /// The detail: idle, loading, loaded or failed.
    public var request: RequestState<RepositoryDetail, AppError> = .idle
    /// Why loading failed, to show once in an alert with Retry.
    public var failure = OneShot<AppError>()
    /// The README, loaded once the detail has: idle, loading, loaded (`nil`: the repository has
    /// none) or failed. Its failure is shown in the screen's README section, not in an alert.
    public var readme: ReadmeRequest = .idle

    /// The state of a detail screen that has not loaded yet.
    public init() {}
}
