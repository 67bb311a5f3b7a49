import Foundation
import GitHubBrowserDomain
import StrataNavigation

/// What the Account tab's presenter is built with: the use cases, what to tell the app when the
/// session changes, and whether the screen closes itself after signing in.
public struct AccountDependencies {
    /// Sign in, sign out, current account.
    public var useCases: AccountUseCases
    /// Called after a successful sign-in, with the account.
    public var onSignedIn: @MainActor (Account) -> Void
    /// Called after a successful sign-out, so that the app can drop what belonged to the user.
    public var onSignedOut: @MainActor () -> Void
    /// Whether the screen dismisses itself once signed in (when it was presented over another one
    /// to sign in, say from a failure alert).
    public var closesAfterSignIn: Bool
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// How the app was launched, shown on the screen for the developer; `nil` when the app does
    /// not measure it. Set from `BrowserDependencies.launchPaths` for every Account screen.
    public var launchPaths: LaunchPathRecorder?

    /// Creates the dependencies.
    public init(
        useCases: AccountUseCases,
        onSignedIn: @escaping @MainActor (Account) -> Void = { _ in },
        onSignedOut: @escaping @MainActor () -> Void = {},
        closesAfterSignIn: Bool = false,
        timeZone: TimeZone = .current
    ) {
        self.useCases = useCases
        self.onSignedIn = onSignedIn
        self.onSignedOut = onSignedOut
        self.closesAfterSignIn = closesAfterSignIn
        self.timeZone = timeZone
    }
}
