import GitHubBrowserDomain
import StrataNavigation

/// Where the app can be launched to: the home tab, the Search tab, a repository's detail, or a
/// search.
///
/// Deep links map to it (see ``AppRoute/resolver()``); `AppCoordinator` opens it.
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

extension AppRoute {
    /// The custom URL scheme of the app's links.
    public static let linkScheme = "strata"

    /// The host of the app's universal links (`https://strata.example.com/repos/apple/swift`).
    public static let universalLinkHost = "strata.example.com"

    /// The type of the home-screen shortcut that opens the Search tab.
    public static let searchShortcut = "org.strata.github-browser.search"

    /// The key of a notification's payload that names a repository (`"apple/swift"`).
    public static let notificationRepositoryKey = "repository"

    /// The identifier under which a repository is indexed for Spotlight (`repos/apple/swift`, the
    /// path of its link); a Spotlight result with it opens the repository's detail.
    public static func spotlightIdentifier(of id: RepositoryID) -> String {
        "repos/\(id.owner)/\(id.name)"
    }

    /// The launch-route resolver of the app: `strata://repos/:owner/:name` and
    /// `strata://search?q=TEXT` (the text must be a valid search), the same paths as universal
    /// links on ``universalLinkHost``, the ``searchShortcut`` shortcut (the Search tab),
    /// notifications whose payload names a repository under ``notificationRepositoryKey``, and
    /// Spotlight results indexed with ``spotlightIdentifier(of:)``; normal launches go ``home``.
    /// - Throws: `DeepLinkPatternError` only if a pattern written here is malformed.
    public static func resolver() throws(DeepLinkPatternError) -> LaunchRouteResolver<AppRoute> {
        var links = DeepLinkRouter<AppRoute>(customSchemes: [linkScheme], universalLinkHosts: [universalLinkHost])
        try links.register("/repos/:owner/:name") { match in
            .repository(RepositoryID(owner: try match.parameter("owner"), name: try match.parameter("name")))
        }
        try links.register("/search?q") { match in
            let query = try SearchQuery(match.query("q") ?? "")
            return .search(query.text)
        }
        return LaunchRouteResolver(
            home: .home,
            deepLinks: links,
            notification: { payload in
                repository(named: payload[notificationRepositoryKey] ?? "").map(AppRoute.repository)
            },
            shortcut: { $0 == searchShortcut ? .searchTab : nil },
            spotlight: { identifier in
                guard identifier.hasPrefix("repos/") else { return nil }
                return repository(named: String(identifier.dropFirst("repos/".count))).map(AppRoute.repository)
            }
        )
    }

    /// The repository of `owner/name`, or `nil` when the text is not two non-empty parts.
    private static func repository(named text: String) -> RepositoryID? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return RepositoryID(owner: String(parts[0]), name: String(parts[1]))
    }
}
