import GitHubBrowserApplication
import GitHubBrowserDomain

/// Everything that can change the Redux variant's state. Thunks (``GalleryThunks``) dispatch the
/// results of I/O; views dispatch the user's navigation and what they showed.
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
    /// The view showed the search-failure alert.
    case fetchAlertShown
    /// The view showed the save-failure alert.
    case saveAlertShown
    /// Open `repository`'s detail on `tab`.
    case showDetail(Repository, on: GalleryTab)
    /// Close the detail open on `tab`.
    case closeDetail(on: GalleryTab)
}
