import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature

/// The Redux variant's single source of truth: every screen's state, the favourites they share,
/// the navigation route, and the alerts waiting to be shown.
public struct GalleryState: Equatable, Sendable {
    /// The search screen.
    public var search = SearchScreenState()
    /// The favourites, shared by every screen.
    public var favourites = FavouritesListState()
    /// Which detail each tab shows: routing is state, changed only by actions.
    public var route = GalleryRoute()
    /// The alerts waiting to be shown, and what a retry would save.
    public var alerts = GalleryAlerts()

    /// The state of an app that just started.
    public init() {}
}

/// The Redux variant's navigation: the detail open on each tab, if any.
public struct GalleryRoute: Equatable, Sendable {
    /// The repository whose detail the Search tab shows.
    public var searchDetail: Repository?
    /// The repository whose detail the Favourites tab shows.
    public var favouritesDetail: Repository?

    /// The detail shown on `tab`.
    public subscript(tab: GalleryTab) -> Repository? {
        get { tab == .search ? searchDetail : favouritesDetail }
        set { if tab == .search { searchDetail = newValue } else { favouritesDetail = newValue } }
    }
}

/// The two tabs of the gallery, as the Redux route names them.
public enum GalleryTab: Equatable, Sendable {
    /// The Search tab.
    case search
    /// The Favourites tab.
    case favourites
}

/// The Redux variant's one-shot ("fire") alert state: set by a failure, cleared once shown.
public struct GalleryAlerts: Equatable, Sendable {
    /// A search failure to show in an alert.
    public var fetchFailure: AppError?
    /// A save failure to show in an alert.
    public var saveFailure: AppError?
    /// The repository whose favourite could not be saved, for Retry.
    public var failedSave: Repository?
}
