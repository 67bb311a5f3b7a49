import Foundation
import GitHubBrowserApplication
import StrataAlert

extension AlertStrategy where Action == SignOutErrorAction {
    /// The alert for a failed sign-out: "Retry" and "Close".
    public init(signOutFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(
            title: "Sign-out failed",
            message: error.message(timeZone: timeZone) + " You are still signed in.",
            actions: [.retry, .cancel]
        )
    }
}
