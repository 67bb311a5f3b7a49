#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataCore
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The Account screen's views on UIKit: the token form when nobody is signed in (with "Sign in with
/// GitHub" where ``offersDeviceSignIn``); the device sign-in's code while it waits for the user; the
/// account with "Your repositories" and "Sign out" when someone is signed in; a spinner while any of
/// it changes.
///
/// It never receives data at init; the view controller calls its intention-named methods, the same
/// ones as the terminal's root view.
public final class AccountRootView: UIView, AppView, AccountDisplay {
    /// "Not signed in…", or whom the account belongs to.
    public let headingLabel = UILabel()
    /// Turns while the session is read, a token checked or a session forgotten.
    public let spinner = UIActivityIndicatorView()
    /// What the spinner is waiting for.
    public let progressLabel = UILabel()
    /// Where the token is typed or pasted; its text is never shown.
    public let tokenField = UITextField()
    /// Submits the token.
    public let signInButton = UIButton()
    /// Starts a device sign-in (shown only where ``offersDeviceSignIn``).
    public let deviceSignInButton = UIButton()
    /// Where to enter the device sign-in's code.
    public let deviceInstructionLabel = UILabel()
    /// The device sign-in's code.
    public let deviceCodeLabel = UILabel()
    /// Until when the code works.
    public let deviceExpiryLabel = UILabel()
    /// Stops waiting for a device sign-in.
    public let cancelDeviceSignInButton = UIButton()
    /// Closes the sign-in screen without signing in (shown only where ``offersCancel``).
    public let cancelButton = UIButton()
    /// The account's details, one labelled line each.
    public let detailsLabel = UILabel()
    /// Opens the signed-in user's repositories (shown only when the app has that screen).
    public let repositoriesButton = UIButton()
    /// Signs out.
    public let signOutButton = UIButton()
    /// What signing out forgets, and what it keeps.
    public let hintLabel = UILabel()
    /// How the app was launched, for the developer; hidden until there is something to say.
    public let launchPathsLabel = UILabel()
    private let stack = UIStackView()

    /// Whether the app offers the screen of the signed-in user's repositories.
    public var offersRepositories = false
    /// Whether the screen was presented for sign-in, so the form can be cancelled.
    public var offersCancel = false
    /// Whether the form offers "Sign in with GitHub" (the app has an OAuth app's client ID).
    public var offersDeviceSignIn = false
    /// The time zone of the code's expiry time.
    public var timeZone = TimeZone.current

    /// Lays out the views top to bottom; shows the spinner until told otherwise.
    public func setup() {
        headingLabel.numberOfLines = 0
        tokenField.placeholder = "Personal access token"
        tokenField.isSecureTextEntry = true
        signInButton.setTitle("Sign in", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        deviceSignInButton.setTitle("Sign in with GitHub", for: .normal)
        deviceInstructionLabel.numberOfLines = 0
        deviceExpiryLabel.numberOfLines = 0
        cancelDeviceSignInButton.setTitle("Cancel", for: .normal)
        detailsLabel.numberOfLines = 0
        repositoriesButton.setTitle("Your repositories", for: .normal)
        signOutButton.setTitle("Sign out", for: .normal)
        hintLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 12
        for view in [
            headingLabel, spinner, progressLabel, tokenField, signInButton, deviceSignInButton, cancelButton,
            deviceInstructionLabel, deviceCodeLabel, deviceExpiryLabel, cancelDeviceSignInButton, detailsLabel, repositoriesButton, signOutButton, hintLabel,
            launchPathsLabel,
        ] as [UIView] {
            stack.addArrangedSubview(view)
        }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
        launchPathsLabel.numberOfLines = 0
        launchPathsLabel.isHidden = true
        showLoading()
    }

    /// The token as typed.
    public var tokenText: String { tokenField.text ?? "" }

    /// Shows that the stored session is being read.
    public func showLoading() {
        show(heading: nil, form: false, account: false)
        showProgress("Reading the session…")
    }

    /// Shows the token form.
    public func showSignInForm() {
        hideProgress()
        show(heading: "Not signed in. Sign in to raise the rate limit of the live GitHub source.", form: true, account: false)
        hintLabel.text = "The token is checked with GitHub, then kept in the app's own database."
        signInButton.isEnabled = true
        deviceSignInButton.isEnabled = true
    }

    /// Shows that the token is being checked; the form stays visible but cannot be submitted.
    public func showSigningIn() {
        show(heading: nil, form: true, account: false)
        signInButton.isEnabled = false
        deviceSignInButton.isEnabled = false
        showProgress("Checking the token…")
    }

    /// Shows that GitHub is being asked for a code, with "Cancel".
    public func showRequestingDeviceCode() {
        show(heading: "Signing in with GitHub.", form: false, account: false, device: true)
        deviceInstructionLabel.isHidden = true
        deviceCodeLabel.isHidden = true
        deviceExpiryLabel.isHidden = true
        showProgress("Asking GitHub for a code…")
    }

    /// Shows the code, where to enter it and until when, with "Cancel".
    public func showDeviceCode(_ prompt: DeviceSignInPrompt) {
        hideProgress()
        show(heading: "Signing in with GitHub.", form: false, account: false, device: true)
        deviceInstructionLabel.text = prompt.instruction
        deviceCodeLabel.text = prompt.userCode
        deviceExpiryLabel.text = prompt.expiryText(timeZone: timeZone)
    }

    /// Shows the account and forgets the typed token.
    public func showAccount(_ summary: AccountSummary) {
        hideProgress()
        clearToken()
        detailsLabel.text = summary.lines.map { "\($0.label): \($0.value)" }.joined(separator: "\n")
        show(heading: summary.heading, form: false, account: true)
        hintLabel.text = "Signing out forgets the token and the account; local favourites stay."
        signOutButton.isEnabled = true
    }

    /// Shows that the session is being forgotten.
    public func showSigningOut() {
        signOutButton.isEnabled = false
        showProgress("Signing out…")
    }

    /// Empties the token field.
    public func clearToken() {
        tokenField.text = ""
    }

    /// Shows how the app was launched, under the rest.
    public func showLaunchPaths(_ text: String) {
        launchPathsLabel.text = text
        launchPathsLabel.isHidden = false
    }

    private func show(heading: String?, form: Bool, account: Bool, device: Bool = false) {
        if let heading { headingLabel.text = heading }
        headingLabel.isHidden = heading == nil && !form && !account && !device
        tokenField.isHidden = !form
        signInButton.isHidden = !form
        deviceSignInButton.isHidden = !form || !offersDeviceSignIn
        for view in [deviceInstructionLabel, deviceCodeLabel, deviceExpiryLabel, cancelDeviceSignInButton] as [UIView] {
            view.isHidden = !device
        }
        cancelButton.isHidden = !form || !offersCancel
        detailsLabel.isHidden = !account
        repositoriesButton.isHidden = !account || !offersRepositories
        signOutButton.isHidden = !account
        hintLabel.isHidden = !form && !account
    }

    private func showProgress(_ text: String) {
        progressLabel.text = text
        progressLabel.isHidden = false
        spinner.isHidden = false
        spinner.startAnimating()
    }

    private func hideProgress() {
        spinner.stopAnimating()
        spinner.isHidden = true
        progressLabel.isHidden = true
    }
}
#endif
