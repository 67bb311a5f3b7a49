import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataAlert

/// Where the Account tab is in its life: what it shows and which input it accepts.
public enum AccountPhase: Equatable, Sendable {
    /// Reading the stored session.
    case loading
    /// Nobody is signed in: the token form.
    case signedOut
    /// A token is being checked with the source.
    case signingIn
    /// Someone is signed in: the account.
    case signedIn(Account)
    /// The session is being forgotten.
    case signingOut(Account)
}

extension AccountPhase {
    /// Whether someone is signed in and nothing is running.
    public var isSignedIn: Bool {
        if case .signedIn = self { true } else { false }
    }
}
