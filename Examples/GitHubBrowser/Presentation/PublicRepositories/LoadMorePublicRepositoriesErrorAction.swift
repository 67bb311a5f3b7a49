import StrataAlert

/// The buttons of the alert shown when the next page of the public list could not be loaded.
public enum LoadMorePublicRepositoriesErrorAction: AlertActionType {
    /// Ask for the next page again.
    case retry
    /// Close the alert; the repositories loaded so far stay.
    case cancel

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}
