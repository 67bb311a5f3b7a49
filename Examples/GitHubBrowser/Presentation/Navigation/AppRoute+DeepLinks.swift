import GitHubBrowserDomain
import StrataNavigation

extension AppRoute {
    /// The custom URL scheme of the app's links.
    public static let linkScheme = "strata"

    /// The launch-route resolver of the app: `strata://repos/:owner/:name` and
    /// `strata://search?q=TEXT` (the text must be a valid search), normal launches go ``home``.
    /// - Throws: `DeepLinkPatternError` only if a pattern written here is malformed.
    public static func resolver() throws(DeepLinkPatternError) -> LaunchRouteResolver<AppRoute> {
        var links = DeepLinkRouter<AppRoute>(customSchemes: [linkScheme])
        try links.register("/repos/:owner/:name") { match in
            .repository(RepositoryID(owner: try match.parameter("owner"), name: try match.parameter("name")))
        }
        try links.register("/search?q") { match in
            let query = try SearchQuery(match.query("q") ?? "")
            return .search(query.text)
        }
        return LaunchRouteResolver(home: .home, deepLinks: links)
    }
}
