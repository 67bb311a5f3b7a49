import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataFlux

/// The Account screen's view model — the tab's, or the sign-in sheet's — on top of the account
/// store: the phase to draw, a failure to show once, and the inputs it hands on to the action
/// creator.
@MainActor
public final class AccountViewModel {
    private let account: AccountContainer
    private let observation = StoreObservation()

    /// Creates the view model of `account`.
    public init(account: AccountContainer) {
        self.account = account
    }

    /// Calls `onChange` after every change of the session, for as long as the view model lives.
    public func observe(_ onChange: @escaping @MainActor () -> Void) {
        observation.observe(account.store, onChange)
    }

    /// Reading the session, signed out, signing in, signed in or signing out.
    public var phase: AccountPhase { account.store.state.phase }

    /// The failure waiting to be shown once.
    public var failure: OneShot<AccountFailure> { account.store.state.failure }

    /// The screen is about to appear: the session is read again.
    public func willAppear() { account.actionCreator.readSession() }

    /// Retry, after reading the session failed.
    public func readSession() { account.actionCreator.readSession() }

    /// The token was submitted.
    public func signIn(token: String) { account.actionCreator.signIn(token: token) }

    /// Whether the form offers "Sign in with GitHub".
    public var offersDeviceSignIn: Bool { account.actionCreator.offersDeviceSignIn }

    /// "Sign in with GitHub", and Retry after a failed device sign-in.
    public func signInWithDevice() { account.actionCreator.signInWithDevice() }

    /// Esc or Cancel while a device sign-in waits.
    public func cancelDeviceSignIn() { account.actionCreator.cancelDeviceSignIn() }

    /// The sheet was closed: a sign-in under way is abandoned.
    public func cancelSignIn() { account.actionCreator.cancelSignIn() }

    /// `s`, and Retry after a failed sign-out.
    public func signOut() { account.actionCreator.signOut() }
}
