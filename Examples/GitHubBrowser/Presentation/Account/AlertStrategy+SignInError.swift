import Foundation
import GitHubBrowserApplication
import StrataAlert

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
