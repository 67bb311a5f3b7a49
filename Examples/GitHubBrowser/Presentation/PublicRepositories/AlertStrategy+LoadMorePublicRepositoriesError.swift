import Foundation
import GitHubBrowserApplication
import StrataAlert

extension AlertStrategy where Action == LoadMorePublicRepositoriesErrorAction {
    /// The alert for a failed "load more": "Retry" when trying again may help, and "Close".
    public init(loadMoreFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(
            title: "More repositories unavailable",
            message: error.message(timeZone: timeZone),
            actions: error.isRetryable ? [.retry, .cancel] : [.cancel]
        )
    }
}
