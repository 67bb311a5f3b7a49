import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary

/// What happens to the session. The token is in none of them.
public enum AccountAction: Equatable, Sendable, Codable {
    /// The session was read: `account` is signed in, or nobody is.
    case sessionRead(Account?)
    /// The session could not be read.
    case sessionReadFailed(AppError)
    /// Signing in started.
    case signInStarted
    /// A device sign-in started: GitHub is asked for a code.
    case deviceSignInStarted
    /// GitHub gave the device sign-in's code; the app waits for the user to enter it.
    case deviceCodeReceived(DeviceSignInPrompt)
    /// The device sign-in failed, or was cancelled (`AppError.cancelled`, shown as no failure).
    case deviceSignInFailed(AppError)
    /// `account` signed in (with a token, or through the device flow).
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
