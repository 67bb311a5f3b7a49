import GitHubBrowserApplication
import GitHubBrowserDomain

/// Everything that can happen in the Flux variant: the one action type its dispatcher carries.
/// Only the action creator dispatches the results of I/O; views dispatch nothing but what the user
/// saw (an alert shown).
public enum GalleryAction: Sendable {
    /// The query field changed.
    case queryChanged(String)
    /// The search for the current query started (after the debounce pause).
    case searchStarted
    /// The page after the results started loading (the user reached the end of the list).
    case loadMoreStarted
    /// The search for the current query, or its next page, found `results`.
    case searchFinished(SearchResults)
    /// The search for the current query, or its next page, failed.
    case searchFailed(AppError)
    /// The favourites store changed.
    case favouritesChanged([Repository])
    /// Saving `repository`'s favourite failed.
    case saveFailed(Repository, AppError)
    /// The view showed the pending search-failure alert.
    case fetchAlertShown
    /// The view showed the pending save-failure alert.
    case saveAlertShown
}
