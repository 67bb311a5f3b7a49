import StrataAlert

/// The buttons of the alert shown when the stored session could not be read.
public enum LoadAccountErrorAction: AlertActionType {
    /// Read the session again.
    case retry
    /// Close the alert and show the sign-in form.
    case cancel

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
