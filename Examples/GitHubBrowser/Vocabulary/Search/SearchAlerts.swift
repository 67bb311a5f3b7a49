import Foundation
import GitHubBrowserApplication
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

extension AlertStrategy where Action == FetchRepositoriesErrorAction {
    /// The alert for a failed fetch: the error's title and message, *Retry* when trying again may
    /// help, *Sign in* when the token was refused, and always *Cancel*.
    public init(fetchFailure error: AppError, timeZone: TimeZone = .current) {
        var actions: [FetchRepositoriesErrorAction] = []
        if error.isRetryable { actions.append(.retry) }
        if error.suggestsSignIn { actions.append(.signIn) }
        actions.append(.cancel)
        self.init(title: error.title, message: error.message(timeZone: timeZone), actions: actions)
    }

    /// The alert that says why saved results are shown: the reason, *Retry* to ask the live source
    /// again, and *Cancel*.
    public init(savedCopy notice: SavedCopyNotice) {
        self.init(title: "Showing saved results", message: notice.reason, actions: [.retry, .cancel])
    }
}
