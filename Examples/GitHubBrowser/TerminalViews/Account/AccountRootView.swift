import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// The Account screen's root view: the token form when nobody is signed in (with "Sign in with
/// GitHub" where ``offersDeviceSignIn``), the device sign-in's code while it waits for the user, the
/// account with a "Sign out" button when someone is signed in, and a spinner while any of it changes.
///
/// It never receives data at init; the view controller calls its intention-named methods.
public final class AccountRootView: View, AppView, AccountDisplay {
    /// Where the token is typed or pasted; shown masked.
    public let tokenField = MaskedTokenField(placeholder: "Paste a personal access token")
    /// Submits the token.
    public let signInButton = Button(title: "Sign in")
    /// Starts a device sign-in (shown only where ``offersDeviceSignIn``).
    public let deviceSignInButton = Button(title: "Sign in with GitHub")
    /// Stops waiting for a device sign-in.
    public let cancelDeviceSignInButton = Button(title: "Cancel")
    /// Signs out.
    public let signOutButton = Button(title: "Sign out")

    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    private let titleLabel = Label("Account", style: .bold, wraps: false)
    private let headingLabel = Label("")
    private let progress = ActivityIndicator()
    private let formStack = StackView(axis: .vertical, spacing: 1)
    private let tokenLabel = Label("Personal access token", style: .bold, wraps: false)
    private let formHint = Label(
        "The token is checked with the source, then kept in the local database. Enter signs in.",
        style: .dim
    )
    private let deviceStack = StackView(axis: .vertical, spacing: 1)
    private let deviceInstructionLabel = Label("")
    private let deviceCodeLabel = Label("", style: .bold, wraps: false)
    private let deviceExpiryLabel = Label("", style: .dim)
    private let accountStack = StackView(axis: .vertical, spacing: 1)
    private let detailsLabel = Label("", wraps: false)
    private let accountHint = Label("Signing out forgets the token and the account; local favourites stay.", style: .dim)
    private let launchPathsLabel = Label("", style: .dim)

    /// Whether the account (and its "Sign out" button) is on screen.
    public private(set) var isShowingAccount = false
    /// Whether a device sign-in is under way on screen (asking for a code, or showing it).
    public private(set) var isShowingDeviceSignIn = false
    /// Whether the form offers "Sign in with GitHub" (the app has an OAuth app's client ID).
    public var offersDeviceSignIn = false {
        didSet { deviceSignInButton.isHidden = !offersDeviceSignIn }
    }
    /// The time zone of the code's expiry time.
    public var timeZone = TimeZone.current

    /// Builds the view hierarchy; shows the spinner until told otherwise.
    public func setup() {
        formStack.addArrangedSubview(tokenLabel, length: .fixed(1))
        formStack.addArrangedSubview(tokenField, length: .fixed(1))
        formStack.addArrangedSubview(signInButton, length: .fixed(1))
        formStack.addArrangedSubview(deviceSignInButton, length: .fixed(1))
        formStack.addArrangedSubview(formHint, length: .fit)
        deviceSignInButton.isHidden = !offersDeviceSignIn
        deviceStack.addArrangedSubview(deviceInstructionLabel, length: .fit)
        deviceStack.addArrangedSubview(deviceCodeLabel, length: .fixed(1))
        deviceStack.addArrangedSubview(deviceExpiryLabel, length: .fit)
        deviceStack.addArrangedSubview(cancelDeviceSignInButton, length: .fixed(1))
        accountStack.addArrangedSubview(detailsLabel, length: .fit)
        accountStack.addArrangedSubview(signOutButton, length: .fixed(1))
        accountStack.addArrangedSubview(accountHint, length: .fit)
        stack.addArrangedSubview(titleLabel, length: .fixed(1))
        stack.addArrangedSubview(headingLabel, length: .fit)
        stack.addArrangedSubview(progress, length: .fixed(1))
        stack.addArrangedSubview(formStack, length: .fit)
        stack.addArrangedSubview(deviceStack, length: .fit)
        deviceStack.isHidden = true
        stack.addArrangedSubview(accountStack, length: .fit)
        stack.addArrangedSubview(launchPathsLabel, length: .fit)
        launchPathsLabel.isHidden = true
        addSubview(stack)
        showProgress("Reading the session…")
    }

    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// The token as typed.
    public var tokenText: String { tokenField.field.text }

    /// Shows that the stored session is being read.
    public func showLoading() {
        show(heading: nil, form: false, account: false)
        showProgress("Reading the session…")
    }

    /// Shows the token form.
    public func showSignInForm() {
        hideProgress()
        show(heading: "Not signed in. Sign in to raise the rate limit of the live GitHub source.", form: true, account: false)
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

    /// Shows that GitHub is being asked for a code; Esc or "Cancel" stops (the key-help line says so).
    public func showRequestingDeviceCode() {
        show(heading: "Signing in with GitHub.", form: false, account: false, device: true)
        deviceInstructionLabel.isHidden = true
        deviceCodeLabel.isHidden = true
        deviceExpiryLabel.isHidden = true
        showProgress("Asking GitHub for a code…")
    }

    /// Shows the code, where to enter it and until when; Esc or "Cancel" stops waiting.
    public func showDeviceCode(_ prompt: DeviceSignInPrompt) {
        hideProgress()
        show(heading: "Signing in with GitHub.", form: false, account: false, device: true)
        deviceInstructionLabel.text = prompt.instruction
        deviceInstructionLabel.isHidden = false
        deviceCodeLabel.isHidden = false
        deviceExpiryLabel.isHidden = false
        deviceCodeLabel.text = "  " + prompt.userCode
        deviceExpiryLabel.text = prompt.expiryText(timeZone: timeZone)
    }

    /// Shows the account and forgets the typed token.
    public func showAccount(_ summary: AccountSummary) {
        hideProgress()
        clearToken()
        let width = summary.lines.map(\.label.count).max() ?? 0
        detailsLabel.text = summary.lines
            .map { $0.label + ":" + String(repeating: " ", count: width - $0.label.count + 1) + $0.value }
            .joined(separator: "\n")
        show(heading: summary.heading, form: false, account: true)
        signOutButton.isEnabled = true
    }

    /// Shows that the session is being forgotten.
    public func showSigningOut() {
        signOutButton.isEnabled = false
        showProgress("Signing out…")
    }

    /// Empties the token field.
    public func clearToken() {
        tokenField.field.text = ""
    }

    /// Shows how the app was launched, under the rest.
    public func showLaunchPaths(_ text: String) {
        launchPathsLabel.text = text
        launchPathsLabel.isHidden = false
    }

    private func show(heading: String?, form: Bool, account: Bool, device: Bool = false) {
        if let heading { headingLabel.text = heading }
        headingLabel.isHidden = heading == nil && !form && !account && !device
        formStack.isHidden = !form
        deviceStack.isHidden = !device
        accountStack.isHidden = !account
        isShowingAccount = account
        isShowingDeviceSignIn = device
    }

    private func showProgress(_ title: String) {
        progress.title = title
        progress.isHidden = false
        progress.startAnimating()
    }

    private func hideProgress() {
        progress.stopAnimating()
        progress.isHidden = true
    }
}
