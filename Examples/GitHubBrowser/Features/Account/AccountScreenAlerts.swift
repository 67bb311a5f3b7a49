import Foundation
import GitHubBrowserApplication
import GitHubBrowserVocabulary
import StrataAlert

/// An Account screen's four alerts — sign-in, device sign-in, sign-out and reading the session
/// failed — and the
/// one token Retry may send again, for a screen that draws a session state instead of being told by
/// a presenter: the Flux and Redux apps' Account screens, on the terminal and on UIKit. As in the articles' presenter, the token
/// is kept only between its submission and the failure's alert, and only when the failure is worth
/// retrying.
///
/// Generic over the alert clients, as article ⑤'s screens are — one type for the sign-in alert, one
/// for the three that offer Retry or Cancel: the app's screens use `AlertClient`, a test an
/// `AlertClientSpy`.
@MainActor
public final class AccountScreenAlerts<
    SignInErrorAlert: AlertClientType<SignInErrorAction>,
    RetryAlert: AlertClientType<RetryOrCancel>
> {
    /// The client of the alert for a sign-in with a token that failed.
    public let signInError: SignInErrorAlert
    /// The client of the alert for a device sign-in that failed.
    public let deviceSignInError: RetryAlert
    /// The client of the alert for a sign-out that failed.
    public let signOutError: RetryAlert
    /// The client of the alert for a session that could not be read.
    public let loadAccountError: RetryAlert
    private let timeZone: TimeZone
    private var submittedToken: String?
    private var tokenToRetry: String?

    /// Creates the alerts of `screen` (any driver's screen that shows alerts), which owns them;
    /// `timeZone` dates a rate limit's end.
    public init(screen: some AlertPresenting, timeZone: TimeZone) {
        signInError = SignInErrorAlert(viewController: screen)
        deviceSignInError = RetryAlert(viewController: screen)
        signOutError = RetryAlert(viewController: screen)
        loadAccountError = RetryAlert(viewController: screen)
        self.timeZone = timeZone
    }

    /// Says what each answer does: Retry signs in again with the token that failed, starts a new
    /// device sign-in, signs out again or reads the session again; Clear token empties the form.
    public func register(
        signIn: @escaping @MainActor (String) -> Void,
        signInWithDevice: @escaping @MainActor () -> Void,
        signOut: @escaping @MainActor () -> Void,
        readSession: @escaping @MainActor () -> Void,
        clearToken: @escaping @MainActor () -> Void
    ) {
        signInError.register { [unowned self] action in
            let token = tokenToRetry
            tokenToRetry = nil
            switch action {
            case .retry: if let token { signIn(token) }
            case .clearToken: clearToken()
            case .cancel: break
            }
        }
        deviceSignInError.register { action in
            if action == .retry { signInWithDevice() }
        }
        signOutError.register { action in
            if action == .retry { signOut() }
        }
        loadAccountError.register { action in
            if action == .retry { readSession() }
        }
    }

    /// `token` was submitted: Retry may send it again if it fails.
    public func submitted(_ token: String) {
        submittedToken = token
    }

    /// Signing in failed with `error`.
    public func showSignInFailure(_ error: AppError) {
        tokenToRetry = error.isRetryable ? submittedToken : nil
        submittedToken = nil
        signInError.show(strategy: AlertStrategy(signInFailure: error, timeZone: timeZone))
    }

    /// Signing in through the device flow failed with `error`.
    public func showDeviceSignInFailure(_ error: AppError) {
        submittedToken = nil
        deviceSignInError.show(strategy: AlertStrategy(deviceSignInFailure: error, timeZone: timeZone))
    }

    /// Signing out failed with `error`.
    public func showSignOutFailure(_ error: AppError) {
        submittedToken = nil
        signOutError.show(strategy: AlertStrategy(signOutFailure: error, timeZone: timeZone))
    }

    /// Shows the alert of `failure`: the one of the step that failed.
    public func show(_ failure: AccountFailure) {
        switch failure {
        case let .loadAccount(error): showLoadAccountFailure(error)
        case let .signIn(error): showSignInFailure(error)
        case let .deviceSignIn(error): showDeviceSignInFailure(error)
        case let .signOut(error): showSignOutFailure(error)
        }
    }

    /// Reading the session failed with `error`.
    public func showLoadAccountFailure(_ error: AppError) {
        submittedToken = nil
        loadAccountError.show(strategy: AlertStrategy(loadAccountFailure: error, timeZone: timeZone))
    }
}
