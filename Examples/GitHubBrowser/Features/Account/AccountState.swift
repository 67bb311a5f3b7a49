import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataCore

/// The Account tab's state: where the session stands, and why signing in or out failed. The token
/// typed into the form is never part of it: it goes from the form to the sign-in thunk and to the
/// session store, and no log or replay file ever holds it.
public struct AccountState: Equatable, Sendable {
    /// Reading the session, signed out, signing in, signed in or signing out.
    public var phase: AccountPhase = .loading
    /// Why reading the session, signing in or signing out failed, to show once.
    public var failure = OneShot<AccountFailure>()

    /// The state before the session was read.
    public init() {}

    /// The signed-in account, if any.
    public var account: Account? {
        switch phase {
        case .signedIn(let account), .signingOut(let account): account
        case .loading, .signedOut, .signingIn, .signingInWithDevice: nil
        }
    }
}

/// A failure of the session, as the Account screen's alerts tell them apart.
public enum AccountFailure: Equatable, Sendable {
    /// The session could not be read.
    case loadAccount(AppError)
    /// Signing in failed.
    case signIn(AppError)
    /// Signing in through the device flow failed.
    case deviceSignIn(AppError)
    /// Signing out failed; the session is kept.
    case signOut(AppError)
}
