import StrataAlert

/// The buttons of the alert shown when the public list could not be loaded (first load or refresh).
public enum FetchPublicRepositoriesErrorAction: AlertActionType {
    /// Try the same load again.
    case retry
    /// Close the alert; the screen keeps showing what it shows.
    case cancel
    /// Open the sign-in screen (the source wants a token, or a token raises its rate limit).
    case signIn

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        case .signIn: "Sign in"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
