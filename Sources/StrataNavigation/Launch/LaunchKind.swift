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
