import Foundation

/// Decides where a launch leads: the destination route for each ``LaunchRoute``.
///
/// Links go through the app's ``DeepLinkRouter``; notifications, quick actions and Spotlight items
/// are mapped by closures the app supplies, and a normal launch leads to the home route:
///
/// ```swift
/// let resolver = LaunchRouteResolver(
///     home: Route.repositories,
///     deepLinks: router,
///     notification: { payload in payload["repository"].map(Route.repositoryByID) },
///     shortcut: { type in type == "com.example.search" ? .search("") : nil },
///     spotlight: { identifier in .repositoryByID(identifier) }
/// )
/// let destination = (try? resolver.resolve(launch)) ?? .repositories
/// ```
///
/// A mapping that returns `nil` means "not mine", and ``resolve(_:)`` reports it with a typed
/// ``LaunchRouteError``; the resolver never guesses a destination.
public struct LaunchRouteResolver<Route: Sendable>: Sendable {
    /// Where a normal launch leads.
    public let home: Route
    /// The router for universal links and custom-scheme links.
    public let deepLinks: DeepLinkRouter<Route>
    private let notification: @Sendable ([String: String]) -> Route?
    private let shortcut: @Sendable (String) -> Route?
    private let spotlight: @Sendable (String) -> Route?

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - home: Where a normal launch leads.
    ///   - deepLinks: The router for links.
    ///   - notification: The route for a notification payload, or `nil` if the app does not know it.
    ///   - shortcut: The route for a quick action type, or `nil` if unknown.
    ///   - spotlight: The route for a Spotlight item identifier, or `nil` if unknown.
    public init(
        home: Route,
        deepLinks: DeepLinkRouter<Route>,
        notification: @escaping @Sendable ([String: String]) -> Route? = { _ in nil },
        shortcut: @escaping @Sendable (String) -> Route? = { _ in nil },
        spotlight: @escaping @Sendable (String) -> Route? = { _ in nil }
    ) {
        self.home = home
        self.deepLinks = deepLinks
        self.notification = notification
        self.shortcut = shortcut
        self.spotlight = spotlight
    }

    /// The destination of `launch`.
    ///
    /// - Throws: ``LaunchRouteError`` if the app has no destination for it.
    public func resolve(_ launch: LaunchRoute) throws(LaunchRouteError) -> Route {
        switch launch {
        case .normal:
            return home
        case .notification(let payload):
            guard let route = notification(payload) else { throw .unrecognizedNotification(payload: payload) }
            return route
        case .universalLink(let url):
            let scheme = url.scheme?.lowercased() ?? ""
            guard scheme == "https" else { throw .universalLinkIsNotWeb(scheme: scheme) }
            return try route(for: url)
        case .urlScheme(let url):
            return try route(for: url)
        case .shortcut(let type):
            guard let route = shortcut(type) else { throw .unknownShortcut(type: type) }
            return route
        case .spotlight(let identifier):
            guard let route = spotlight(identifier) else { throw .unknownSpotlightItem(identifier: identifier) }
            return route
        }
    }

    private func route(for url: URL) throws(LaunchRouteError) -> Route {
        do {
            return try deepLinks.route(for: url)
        } catch {
            throw .deepLink(error)
        }
    }
}
