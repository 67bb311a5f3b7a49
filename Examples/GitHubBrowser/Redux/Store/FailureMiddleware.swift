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

    /// `feature: error`, on one line, safe to print or log: a server's message inside the error
    /// (`AppError.rejected(status:detail:)`) may hold line breaks or terminal escape sequences, so
    /// every control, format or separator character is written as `\u{…}` instead.
    public var description: String { Self.printable("\(feature): \(error)") }

    /// `text` with every control, format and line- or paragraph-separator character written as
    /// `\u{…}`, so that it stays one line of plain text wherever it is shown.
    static func printable(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// The Redux app's cross-cutting error handling (the book's §15.3, 通信レスポンスエラーの横断的なハンドリング,
/// "handling response errors across the app"): the one way a failure reaches the user.
///
/// Every thunk dispatches a failure wrapped in ``BrowserAction/failed(_:)`` — a search, a page, a
/// detail, a favourite's save, a list, a sign-in — and the reducer ignores the wrapped form. This
/// middleware unwraps it and passes the feature's own failure action on, which puts the failure in
/// the feature's state: the request state the screen shows, and the alert it raises once. Then it
/// hands the failure to the reporter, if there is one (the `--log-actions` log's `[failure]` line);
/// cancellations are not failures and are not reported. ``BrowserStore`` installs it first on every
/// run, so the middleware after it, the action log's recorder among them, see the unwrapped action.
///
/// What every failure has in common — being counted, logged, sent to a crash reporter — is done
/// here once, instead of in every thunk. So is what the book's sample routes here: when GitHub
/// refuses the signed-in user's token (`AppError.unauthorized`, a 401) on any request, the
/// middleware signs the user out (the thunk `signOut` makes), whichever screen asked; when GitHub
/// is unavailable (a 503), it pushes "GitHub is unavailable" on the tab on screen (the screen
/// that asked shows the failure in its state, and raises no alert of its own).
///
/// ```swift
/// let store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
///     FailureMiddleware.middleware(reporting: { print("[failure] \($0)") }),
/// ])
/// store.dispatch(.failed(.detail(RepositoryID(owner: "apple", name: "swift"), .failed(.offline))))
/// // prints "[failure] detail apple/swift: …", and the detail's alert is raised
/// ```
public enum FailureMiddleware {
    /// The middleware: unwraps each ``BrowserAction/failed(_:)`` and passes the failure on; when it
    /// is a refusal of the signed-in user's token, dispatches the thunk `signOut` makes (when
    /// given); then gives the failure to `report` (when given). Every other action passes as it is.
    public static func middleware(
        reporting report: (@MainActor @Sendable (FailureReport) -> Void)? = nil,
        signingOutWith signOut: (@MainActor @Sendable () -> Thunk<BrowserState, BrowserAction>)? = nil
    ) -> Middleware<BrowserState, BrowserAction> {
        Middleware { context, action, next in
            guard case .failed(let failure) = action else { return next(action) }
            next(failure)
            // A sign-in that fails is not signed in yet: only a session the state holds is forgotten.
            if let signOut, failure.failure == .unauthorized, context.state.account.phase.isSignedIn {
                _ = context.dispatch(signOut())
            }
            if let push = serviceUnavailablePush(after: failure, in: context.state) {
                context.dispatch(.navigation(push))
            }
            if let report, let failed = FailureReport(failure) { report(failed) }
        }
    }
}

extension FailureMiddleware {
    /// Where "GitHub is unavailable" goes after `failure`, a 503: on top of the tab on screen,
    /// unless it is there already. A failure its screen answers in place is not routed (the
    /// README's section, the sign-in form: `FailureReporting.answersFailureInPlace`).
    static func serviceUnavailablePush(after failure: BrowserAction, in state: BrowserState) -> NavigationAction? {
        guard case .serviceUnavailable(let retryAfter) = failure.failure, !failure.answersFailureInPlace else { return nil }
        let tab = state.navigation.selectedTab
        if case .serviceUnavailable = state.navigation.stack(of: tab).last { return nil }
        return .push(.serviceUnavailable(retryAfter: retryAfter), on: tab)
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
        case .failed(let wrapped):
            guard let report = FailureReport(wrapped) else { return nil }
            self = report
            return
        }
        self.init(feature: feature, error: error)
    }
}
