import GitHubBrowserApplication
import GitHubBrowserDomain

/// What happens to the session. The token is in none of them.
public enum AccountAction: Equatable, Sendable, Codable {
    /// The session was read: `account` is signed in, or nobody is.
    case sessionRead(Account?)
    /// The session could not be read.
    case sessionReadFailed(AppError)
    /// Signing in started.
    case signInStarted
    /// `account` signed in.
    case signedIn(Account)
    /// Signing in failed.
    case signInFailed(AppError)
    /// Signing out started.
    case signOutStarted
    /// Signing out failed (the session is kept).
    case signOutFailed(AppError)
    /// The session is gone. (The Redux app resets its whole state instead, in its app reducer.)
    case signedOut
}
