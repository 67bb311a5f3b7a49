import StrataAlert

/// The buttons of the alert shown when the stored session could not be read.
enum LoadAccountErrorAction: AlertActionType {
    /// Read the session again.
    case retry
    /// Close the alert and show the sign-in form.
    case cancel

    var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        }
    }

    var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
