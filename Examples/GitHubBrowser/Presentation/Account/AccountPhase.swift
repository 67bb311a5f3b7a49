import GitHubBrowserDomain

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
