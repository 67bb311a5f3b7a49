import Foundation
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
    /// Signing in through GitHub's device flow: asking GitHub for a code (`nil`), then waiting
    /// for the user to enter the code of the prompt on GitHub's page.
    case signingInWithDevice(DeviceSignInPrompt?)
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

    /// Whether a device sign-in is under way (asking for a code or waiting for the user).
    public var isSigningInWithDevice: Bool {
        if case .signingInWithDevice = self { true } else { false }
    }
}
