import GitHubBrowserDomain

/// An Account screen's root view, on any driver, as a screen that draws a session state sees it:
/// one method per step of the session. The terminal's and UIKit's `AccountRootView` adopt it, so
/// the Flux and Redux apps' Account screens draw an ``AccountPhase`` with ``show(_:)`` on either.
@MainActor
public protocol AccountPhaseDrawing: AnyObject {
    /// Shows that the stored session is being read.
    func showLoading()
    /// Shows the token form.
    func showSignInForm()
    /// Shows that the token is being checked.
    func showSigningIn()
    /// Shows that GitHub is being asked for a device sign-in code.
    func showRequestingDeviceCode()
    /// Shows the device sign-in code, where to enter it and until when, with a way to cancel.
    func showDeviceCode(_ prompt: DeviceSignInPrompt)
    /// Shows the account and forgets the typed token.
    func showAccount(_ summary: AccountSummary)
    /// Shows that the session is being forgotten.
    func showSigningOut()
}

extension AccountPhaseDrawing {
    /// Draws `phase`: what a screen drawing a session state shows for each step.
    public func show(_ phase: AccountPhase) {
        switch phase {
        case .loading: showLoading()
        case .signedOut: showSignInForm()
        case .signingIn: showSigningIn()
        case .signingInWithDevice(nil): showRequestingDeviceCode()
        case let .signingInWithDevice(prompt?): showDeviceCode(prompt)
        case let .signedIn(account): showAccount(AccountSummary(account))
        case .signingOut: showSigningOut()
        }
    }
}
