import StrataAlert

/// The buttons of the alert shown when signing in failed.
public enum SignInErrorAction: AlertActionType {
    /// Check the same token again (the source could not be reached).
    case retry
    /// Empty the token field to paste another token (the token was refused or malformed).
    case clearToken
    /// Close the alert; the form keeps the token as typed.
    case cancel

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .clearToken: "Clear token"
        case .cancel: "Close"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
