import GitHubBrowserDomain
import StrataNavigation

extension AppRoute {
    /// The custom URL scheme of the app's links.
    public static let linkScheme = "strata"

    /// The host of the app's universal links (`https://strata.example.com/repos/apple/swift`).
    public static let universalLinkHost = "strata.example.com"

    /// The type of the home-screen shortcut that opens the Search tab.
    public static let searchShortcut = "org.strata.github-browser.search"

    /// The key of a notification's payload that names a repository (`"apple/swift"`).
    public static let notificationRepositoryKey = "repository"

    /// The launch-route resolver of the app: `strata://repos/:owner/:name` and
    /// `strata://search?q=TEXT` (the text must be a valid search), the same paths as universal
    /// links on ``universalLinkHost``, the ``searchShortcut`` shortcut, and notifications whose
    /// payload names a repository under ``notificationRepositoryKey``; normal launches go ``home``.
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
                let parts = payload[notificationRepositoryKey]?.split(separator: "/", omittingEmptySubsequences: false) ?? []
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
                return .repository(RepositoryID(owner: String(parts[0]), name: String(parts[1])))
            },
            shortcut: { $0 == searchShortcut ? .home : nil }
        )
    }
}
