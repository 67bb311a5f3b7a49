import Foundation
import GitHubBrowserApplication
import StrataAlert

extension AlertStrategy where Action == FetchPublicRepositoriesErrorAction {
    /// The alert for a failed load of the public list: "Retry" when trying again may help, "Sign in"
    /// when a token is the way out (unauthorized, rate limited) and the app can show a sign-in
    /// screen, and always "Close".
    public init(fetchFailure error: AppError, canSignIn: Bool, timeZone: TimeZone = .current) {
        var actions: [FetchPublicRepositoriesErrorAction] = []
        if error.isRetryable { actions.append(.retry) }
        if canSignIn, error.suggestsSignIn || error.isRateLimit { actions.append(.signIn) }
        actions.append(.cancel)
        self.init(title: error.title, message: error.message(timeZone: timeZone), actions: actions)
    }

    /// The alert that says why the list is a saved copy: the reason, *Retry* to ask the live
    /// source again, and *Cancel*.
    public init(savedCopy notice: SavedCopyNotice) {
        self.init(title: "Showing saved results", message: notice.reason, actions: [.retry, .cancel])
    }
}
