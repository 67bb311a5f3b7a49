import StrataNavigation

/// One tab of the browser. The app coordinator and the routers select tabs by this value, never by
/// a title or a screen's type; a driver's shell (`BrowserShell`) maps it to its own screens.
public enum BrowserTab: Hashable, Sendable, CaseIterable, Codable {
    /// Search the catalog (deep links to searches and repositories open here).
    case search
    /// The saved favourites.
    case favourites
    /// The source's public repositories (the book's Redux chapter).
    case publicRepositories
    /// Sign in and out, and the signed-in account.
    case account

    /// The tab's title, the same in every driver.
    public var title: String {
        switch self {
        case .search: "Search"
        case .favourites: "Favourites"
        case .publicRepositories: "Public"
        case .account: "Account"
        }
    }
}
