import Foundation

/// How the app was launched, with what came with the launch.
///
/// The app delegate (or the terminal app's entry point) turns what the system handed over into a
/// `LaunchRoute`; the app coordinator asks a ``LaunchRouteResolver`` where to go, and a
/// ``LaunchPathRecorder`` counts it:
///
/// ```swift
/// let launch = LaunchRoute.shortcut(type: "com.example.search")
/// recorder.record(launch)
/// appCoordinator.start(at: try resolver.resolve(launch))
/// ```
public enum LaunchRoute: Sendable, Hashable {
    /// An ordinary launch.
    case normal
    /// A tapped notification, with its payload flattened to strings.
    case notification(payload: [String: String])
    /// A followed universal link.
    case universalLink(URL)
    /// A followed custom-scheme link.
    case urlScheme(URL)
    /// A home-screen quick action, by its type string.
    case shortcut(type: String)
    /// A Spotlight result, by the identifier of the indexed item.
    case spotlight(identifier: String)

    /// The kind of launch, without its payload.
    public var kind: LaunchKind {
        switch self {
        case .normal: .normal
        case .notification: .notification
        case .universalLink: .universalLink
        case .urlScheme: .urlScheme
        case .shortcut: .shortcut
        case .spotlight: .spotlight
        }
    }
}

/// The ways an app can be launched (or brought to the front), without their payloads.
///
/// Use it to count and compare launch paths (see ``LaunchPathRecorder``), where the payload of
/// each launch does not matter.
public enum LaunchKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The user opened the app from the home screen or the app switcher.
    case normal
    /// The user tapped a local or remote notification.
    case notification
    /// The user followed a universal link (an `https` link the app claims).
    case universalLink
    /// The user followed a custom-scheme link (from a widget, another app, a deferred deep link).
    case urlScheme
    /// The user chose a home-screen quick action.
    case shortcut
    /// The user chose a search result the app had indexed (Spotlight).
    case spotlight
}
