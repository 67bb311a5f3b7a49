#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The Account screen's views on UIKit: the token form when nobody is signed in; the account with
/// "Your repositories" and "Sign out" when someone is; a spinner while either is changing.
///
/// It never receives data at init; the view controller calls its intention-named methods, the same
/// ones as the terminal's root view.
public final class AccountRootView: UIView, AppView, AccountPhaseDrawing {
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

    /// Lays out the views top to bottom; shows the spinner until told otherwise.
    public func setup() {
        headingLabel.numberOfLines = 0
        tokenField.placeholder = "Personal access token"
        tokenField.isSecureTextEntry = true
        signInButton.setTitle("Sign in", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        detailsLabel.numberOfLines = 0
        repositoriesButton.setTitle("Your repositories", for: .normal)
        signOutButton.setTitle("Sign out", for: .normal)
        hintLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 12
        for view in [
            headingLabel, spinner, progressLabel, tokenField, signInButton, cancelButton, detailsLabel, repositoriesButton, signOutButton, hintLabel,
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
    }

    /// Shows that the token is being checked; the form stays visible but cannot be submitted.
    public func showSigningIn() {
        show(heading: nil, form: true, account: false)
        signInButton.isEnabled = false
        showProgress("Checking the token…")
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

    private func show(heading: String?, form: Bool, account: Bool) {
        if let heading { headingLabel.text = heading }
        headingLabel.isHidden = heading == nil && !form && !account
        tokenField.isHidden = !form
        signInButton.isHidden = !form
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
