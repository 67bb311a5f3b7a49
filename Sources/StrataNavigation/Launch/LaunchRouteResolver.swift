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

/// Why a launch did not lead to a destination.
///
/// An app usually logs it and shows its home screen instead.
public enum LaunchRouteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The notification's payload is not one the app knows how to open.
    case unrecognizedNotification(payload: [String: String])
    /// The quick action's type is not one the app declared.
    case unknownShortcut(type: String)
    /// The Spotlight item is not one the app can open (it may have been deleted since it was
    /// indexed).
    case unknownSpotlightItem(identifier: String)
    /// A universal link was not an `https` link.
    case universalLinkIsNotWeb(scheme: String)
    /// The link could not be read (see the wrapped ``DeepLinkError``).
    case deepLink(DeepLinkError)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .unrecognizedNotification(let payload):
            "No screen opens for a notification with the keys \(payload.keys.sorted())."
        case .unknownShortcut(let type):
            "No screen opens for the quick action \"\(type)\"."
        case .unknownSpotlightItem(let identifier):
            "No screen opens for the Spotlight item \"\(identifier)\"."
        case .universalLinkIsNotWeb(let scheme):
            "A universal link must use https, not \"\(scheme)\"."
        case .deepLink(let error):
            error.description
        }
    }
}
