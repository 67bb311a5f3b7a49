import Foundation
import GitHubBrowserVocabulary

/// What the Account screen shows, as its root view on every driver offers it: each step of the
/// session (`AccountPhaseDrawing`), the token field to clear, and how the app was launched. The
/// screen object of each architecture draws on it.
@MainActor
public protocol AccountDisplay: AccountPhaseDrawing {
    /// Whether the sign-in form offers GitHub's device flow.
    var offersDeviceSignIn: Bool { get set }
    /// The time zone of the times shown (a device code's expiry).
    var timeZone: TimeZone { get set }
    /// Empties the token field.
    func clearToken()
    /// Shows how the app was launched, counted across runs.
    func showLaunchPaths(_ text: String)
}
