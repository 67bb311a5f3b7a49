import StrataNavigation

extension LaunchRoute {
    /// How a launch error names this launch: the URL of a link, the type of a shortcut, the
    /// Spotlight item — what the launch-error alert says the app could not open.
    public var launchDescription: String {
        switch self {
        case .normal: "launch"
        case .urlScheme(let url), .universalLink(let url): url.absoluteString
        case .shortcut(let type): "shortcut \(type)"
        case .notification: "notification"
        case .spotlight(let identifier): "Spotlight item \(identifier)"
        }
    }
}
