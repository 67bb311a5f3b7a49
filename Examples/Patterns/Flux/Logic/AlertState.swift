import GitHubBrowserApplication
import GitHubBrowserDomain

/// The Flux variant's alert store state: the alerts waiting to be shown ("fire" state, cleared by
/// the view once shown) and the favourite to save again if the user retries.
public struct AlertState: Sendable {
    /// A search failure to show in an alert.
    public var pendingFetchFailure: AppError?
    /// A save failure to show in an alert.
    public var pendingSaveFailure: AppError?
    /// The repository whose favourite could not be saved.
    public var failedSave: Repository?
}
