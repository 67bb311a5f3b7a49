import StrataAlert

/// The buttons of the alert shown when a favourite could not be saved or removed.
public enum SaveFavouriteErrorAction: AlertActionType, CaseIterable {
    /// Toggle the favourite again.
    case retry
    /// Leave it as it is.
    case cancel

    /// The button title.
    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Cancel"
        }
    }

    /// `cancel` is the cancel button.
    public var style: AlertActionStyle {
        self == .cancel ? .cancel : .default
    }
}
