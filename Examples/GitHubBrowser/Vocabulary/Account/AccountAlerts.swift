import Foundation
import GitHubBrowserApplication
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

extension AlertStrategy where Action == SignInErrorAction {
    /// The alert for a failed sign-in: "Retry" when the source could not answer, "Clear token"
    /// when the token itself is wrong (malformed or refused), and always "Close".
    public init(signInFailure error: AppError, timeZone: TimeZone = .current) {
        var actions: [SignInErrorAction] = []
        switch error {
        case .invalidToken, .unauthorized: actions.append(.clearToken)
        default: if error.isRetryable { actions.append(.retry) }
        }
        actions.append(.cancel)
        self.init(title: "Sign-in failed: " + error.title.lowercased(), message: error.message(timeZone: timeZone), actions: actions)
    }
}

// The sign-out and session alerts share the retry/close buttons of `RetryOrCancel`.
extension AlertStrategy where Action == RetryOrCancel {
    /// The alert for a failed sign-out: "Retry" and "Close".
    public init(signOutFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(
            title: "Sign-out failed",
            message: error.message(timeZone: timeZone) + " You are still signed in.",
            actions: [.retry, .cancel]
        )
    }

    /// The alert for a failed device sign-in: "Retry" (a new code) when it is worth trying again —
    /// the code expired, access was refused, or GitHub could not be reached — and "Close".
    public init(deviceSignInFailure error: AppError, timeZone: TimeZone = .current) {
        let retries: Bool
        switch error {
        case .signInExpired, .signInDenied: retries = true
        default: retries = error.isRetryable
        }
        self.init(
            title: "Sign-in with GitHub failed: " + error.title.lowercased(),
            message: error.message(timeZone: timeZone),
            actions: retries ? [.retry, .cancel] : [.cancel]
        )
    }

    /// The alert for a session that could not be read: "Retry" and "Close".
    public init(loadAccountFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(title: "Account unavailable", message: error.message(timeZone: timeZone), actions: [.retry, .cancel])
    }
}
