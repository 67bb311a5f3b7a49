import Foundation
import GitHubBrowserApplication
import StrataAlert

/// The buttons of the alert shown when a repository's detail could not be loaded.
public enum LoadRepositoryErrorAction: AlertActionType, CaseIterable {
    /// Load the detail again.
    case retry
    /// Go back to the previous screen.
    case close

    /// The button title.
    public var title: String {
        switch self {
        case .retry: "Retry"
        case .close: "Close"
        }
    }

    /// `close` is the cancel button.
    public var style: AlertActionStyle {
        self == .close ? .cancel : .default
    }
}

extension AlertStrategy where Action == LoadRepositoryErrorAction {
    /// The alert for a detail that could not be loaded: *Retry* when trying again may help, and
    /// always *Close*.
    public init(loadFailure error: AppError, timeZone: TimeZone = .current) {
        let actions: [LoadRepositoryErrorAction] = error.isRetryable ? [.retry, .close] : [.close]
        self.init(title: error.title, message: error.message(timeZone: timeZone), actions: actions)
    }
}
