import Foundation
import GitHubBrowserApplication
import StrataAlert

extension AlertStrategy where Action == LoadAccountErrorAction {
    /// The alert for a session that could not be read: "Retry" and "Close".
    public init(loadAccountFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(title: "Account unavailable", message: error.message(timeZone: timeZone), actions: [.retry, .cancel])
    }
}
