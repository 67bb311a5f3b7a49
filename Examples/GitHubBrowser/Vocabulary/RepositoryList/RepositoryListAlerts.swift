import Foundation
import GitHubBrowserApplication
import StrataAlert

/// The buttons of the alert shown when the public list could not be loaded (first load or refresh).
public enum FetchRepositoryListErrorAction: AlertActionType {
    /// Try the same load again.
    case retry
    /// Close the alert; the screen keeps showing what it shows.
    case cancel
    /// Open the sign-in screen (the source wants a token, or a token raises its rate limit).
    case signIn

    public var title: String {
        switch self {
        case .retry: "Retry"
        case .cancel: "Close"
        case .signIn: "Sign in"
        }
    }

    public var style: AlertActionStyle { self == .cancel ? .cancel : .default }
}

extension AlertStrategy where Action == FetchRepositoryListErrorAction {
    /// The alert for a failed load of the public list: "Retry" when trying again may help, "Sign in"
    /// when a token is the way out (unauthorized, rate limited) and the app can show a sign-in
    /// screen, and always "Close".
    public init(fetchFailure error: AppError, canSignIn: Bool, timeZone: TimeZone = .current) {
        var actions: [FetchRepositoryListErrorAction] = []
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

extension AppError {
    /// Whether the source refused because of its rate limit (signing in raises it).
    public var isRateLimit: Bool {
        if case .rateLimited = self { true } else { false }
    }
}
