import StrataAlert

/// The buttons of the alert shown when signing out failed (the session could not be forgotten).
public enum SignOutErrorAction: AlertActionType {
    /// Try to sign out again.
    case retry
    /// Close the alert; the account stays signed in.
    case cancel

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
