import Foundation
import GitHubBrowserApplication
import StrataAlert

extension AlertStrategy where Action == LoadRepositoryErrorAction {
    /// The alert for a detail that could not be loaded: *Retry* when trying again may help, and
    /// always *Close*.
    public init(loadFailure error: AppError, timeZone: TimeZone = .current) {
        let actions: [LoadRepositoryErrorAction] = error.isRetryable ? [.retry, .close] : [.close]
        self.init(title: error.title, message: error.message(timeZone: timeZone), actions: actions)
    }
}

extension AlertStrategy where Action == SaveFavouriteErrorAction {
    /// The alert for a favourite that could not be saved: *Retry* and *Cancel*.
    public init(saveFailure error: AppError, timeZone: TimeZone = .current) {
        self.init(
            title: "Favourite not saved",
            message: error.message(timeZone: timeZone),
            actions: [.retry, .cancel]
        )
    }
}
