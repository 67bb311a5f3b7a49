import GitHubBrowserApplication
import StrataRedux

/// A failure one of the app's requests met, as the failure middleware reports it: which feature,
/// and why. It holds the error only — never a token.
public struct FailureReport: Equatable, Sendable, CustomStringConvertible {
    /// The feature whose request failed: `search`, `favourites`, `detail apple/swift`, `public`,
    /// `your repositories` or `account`.
    public let feature: String
    /// Why it failed.
    public let error: AppError

    /// Creates a report.
    public init(feature: String, error: AppError) {
        self.feature = feature
        self.error = error
    }

    /// `feature: error`, on one line.
    public var description: String { "\(feature): \(error)" }
}

/// The Redux app's cross-cutting error handling (the book's ch.15): one middleware sees the
/// failure of every request of every feature — a search, a page, a detail, a favourite's save, a
/// list, a sign-in — and hands it to one reporter. Cancellations are not failures and are not
/// reported. Each screen still shows its own alert (that is state, fired by the feature's reducer);
/// what every failure has in common — being counted, logged, sent to a crash reporter — is done
/// here once, instead of in every thunk.
///
/// ```swift
/// let store = BrowserStore(environment: environment, middleware: [FailureMiddleware.reporting { log.write("[failure] \($0)") }])
/// ```
public enum FailureMiddleware {
    /// A middleware that passes every action on, then reports the failure it carried, if any.
    public static func reporting(_ report: @escaping @MainActor @Sendable (FailureReport) -> Void) -> Middleware<BrowserState, BrowserAction> {
        Middleware { _, action, next in
            next(action)
            if let failure = FailureReport(action) { report(failure) }
        }
    }
}

extension FailureReport {
    /// The report of `action`, or `nil` when it carries no failure (or only a cancellation).
    init?(_ action: BrowserAction) {
        guard let error = action.failure, error != .cancelled else { return nil }
        let feature: String
        switch action {
        case .search: feature = "search"
        case .favourites: feature = "favourites"
        case .detail(let id, _): feature = "detail \(id.fullName)"
        case .publicRepositories: feature = "public"
        case .userRepositories: feature = "your repositories"
        case .account: feature = "account"
        case .navigation, .signedOut: return nil
        }
        self.init(feature: feature, error: error)
    }
}
