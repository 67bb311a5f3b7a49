import StrataAlert

/// The buttons of the alert shown when fetching repositories failed (a search, or loading more).
///
/// The search screen registers one handler per action in its input section; the presenter decides
/// which actions an error offers (see `AlertStrategy.init(fetchFailure:)`).
public enum FetchRepositoriesErrorAction: AlertActionType, CaseIterable {
    /// Try the same request again.
    case retry
    /// Close the alert and keep what is on screen.
    case cancel
    /// Go to the Account tab to sign in (offered when the token was refused).
    case signIn

    /// The button title.
    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Cancel"
        case .signIn: "Sign in"
        }
    }

    /// `cancel` is the cancel button; the others are default buttons.
    public var style: AlertActionStyle {
        self == .cancel ? .cancel : .default
    }
}
