import StrataAlert

/// The buttons of the alert shown when signing in failed.
enum SignInErrorAction: AlertActionType {
    /// Check the same token again (the source could not be reached).
    case retry
    /// Empty the token field to paste another token (the token was refused or malformed).
    case clearToken
    /// Close the alert; the form keeps the token as typed.
    case cancel

    var title: String {
        switch self {
        case .retry: "Retry"
        case .clearToken: "Clear token"
        case .cancel: "Close"
        }
    }

    var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
