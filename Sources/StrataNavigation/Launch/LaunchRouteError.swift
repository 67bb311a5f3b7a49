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
