import GitHubBrowserDomain

/// Where the app can be launched to: the home tab, the Search tab, a repository's detail, or a
/// search.
///
/// Deep links map to it (see ``AppRoute/resolver()``); ``AppCoordinator`` opens it.
public enum AppRoute: Hashable, Sendable {
    /// The first tab, as on a normal launch.
    case home
    /// The Search tab with its own screen on top, its text kept (the home-screen shortcut).
    case searchTab
    /// The detail of a repository (`strata://repos/OWNER/NAME`).
    case repository(RepositoryID)
    /// The Search tab with this text searched (`strata://search?q=TEXT`).
    case search(String)
}
