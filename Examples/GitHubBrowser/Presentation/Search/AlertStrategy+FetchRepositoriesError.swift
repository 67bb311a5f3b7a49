import Foundation
import GitHubBrowserApplication
import StrataAlert

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
