import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Account screen of the MVP app (the tab, or the sign-in sheet), written once for every
/// driver: it builds the presenter at once (the screen shows its first state before it appears),
/// turns the user's `AccountIntent`s into the presenter's inputs, and hands its outputs to the root
/// view (`AccountDisplay`) and the four alerts. A view controller of any driver creates it, maps its
/// controls to intents and calls ``start()`` in `viewDidLoad`.
///
/// Generic over the presenter and the alert clients, as article ⑤'s screens are: one client type
/// for the sign-in alert and one for the three alerts that offer Retry or Cancel. The screen
/// builder chooses `AlertClient`, and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class AccountScreen<
    Presenter: AccountPresenterInputs,
    SignInErrorAlert: AlertClientType<SignInErrorAction>,
    RetryAlert: AlertClientType<RetryOrCancel>
>: AccountScreenType, AccountPresenterOutputs {
    private let display: any AccountDisplay
    /// The client of the alert for a sign-in with a token that failed.
    public let signInErrorAlert: SignInErrorAlert
    /// The client of the alert for a device sign-in that failed.
    public let deviceSignInErrorAlert: RetryAlert
    /// The client of the alert for a sign-out that failed.
    public let signOutErrorAlert: RetryAlert
    /// The client of the alert for a session that could not be read.
    public let loadAccountErrorAlert: RetryAlert
    private var presenter: Presenter?
    /// Whether the screen is the sign-in sheet, which closes once signed in or cancelled.
    public let isSheet: Bool
    /// Whether the screen offers the signed-in user's repositories.
    public let offersUserRepositories: Bool

    /// Creates the screen that draws on `display`, shows its alerts on `host` and leaves through
    /// `router`.
    public init(display: any AccountDisplay, host: some ScreenHost, router: any AccountRouting, dependencies: AccountDependencies) {
        self.display = display
        signInErrorAlert = SignInErrorAlert(viewController: host)
        deviceSignInErrorAlert = RetryAlert(viewController: host)
        signOutErrorAlert = RetryAlert(viewController: host)
        loadAccountErrorAlert = RetryAlert(viewController: host)
        isSheet = dependencies.closesAfterSignIn
        offersUserRepositories = router.canShowUserRepositories
        display.offersDeviceSignIn = dependencies.signInWithDevice != nil
        display.timeZone = dependencies.timeZone
        presenter = Presenter(output: self, router: router, dependencies: dependencies)
    }

    /// Hears the alerts' answers.
    public func start() {
        signInErrorAlert.register { [unowned self] action in presenter?.didChooseSignInErrorAction(action) }
        deviceSignInErrorAlert.register { [unowned self] action in presenter?.didChooseDeviceSignInErrorAction(action) }
        signOutErrorAlert.register { [unowned self] action in presenter?.didChooseSignOutErrorAction(action) }
        loadAccountErrorAlert.register { [unowned self] action in presenter?.didChooseLoadAccountErrorAction(action) }
    }

    /// Hands what the user did to the presenter.
    public func send(_ intent: AccountIntent) {
        switch intent {
        case .submitToken(let token): presenter?.didSubmitToken(token)
        case .signInWithDevice: presenter?.didRequestDeviceSignIn()
        case .cancelDeviceSignIn: presenter?.didCancelDeviceSignIn()
        case .signOut: presenter?.didRequestSignOut()
        case .showUserRepositories: presenter?.didRequestUserRepositories()
        case .cancelSignIn: presenter?.didCancelSignIn()
        }
    }

    /// The screen is about to appear: the session is read again.
    public func willAppear() { presenter?.viewWillAppear() }

    // MARK: - Outputs

    public func showLoading() { display.showLoading() }

    public func showSignInForm() { display.showSignInForm() }

    public func showSigningIn() { display.showSigningIn() }

    public func showRequestingDeviceCode() { display.showRequestingDeviceCode() }

    public func showDeviceCode(_ prompt: DeviceSignInPrompt) { display.showDeviceCode(prompt) }

    public func showAccount(_ summary: AccountSummary) { display.showAccount(summary) }

    public func showSigningOut() { display.showSigningOut() }

    public func clearToken() { display.clearToken() }

    public func showLaunchPaths(_ summary: LaunchPathsSummary) { display.showLaunchPaths(summary.text) }

    public func showSignInError(_ strategy: AlertStrategy<SignInErrorAction>) { signInErrorAlert.show(strategy: strategy) }

    public func showDeviceSignInError(_ strategy: AlertStrategy<RetryOrCancel>) { deviceSignInErrorAlert.show(strategy: strategy) }

    public func showSignOutError(_ strategy: AlertStrategy<RetryOrCancel>) { signOutErrorAlert.show(strategy: strategy) }

    public func showLoadAccountError(_ strategy: AlertStrategy<RetryOrCancel>) { loadAccountErrorAlert.show(strategy: strategy) }
}
