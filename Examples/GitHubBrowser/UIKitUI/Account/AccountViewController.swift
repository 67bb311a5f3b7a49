#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Account screen on UIKit — the tab, or the sign-in screen presented over another one — on the
/// same driver-free presenter as the terminal's: sign in with a token, "Your repositories", sign out.
///
/// In the articles' shape: properties and init, inputs registered once in `viewDidLoad`, outputs
/// that delegate in one line each. The presenter is built as
/// `Presenter(output: self, router: builder.router(from: self), dependencies:)`.
public final class AccountViewController<Presenter: AccountPresenterInputs>: ViewController<AccountRootView>, AccountPresenterOutputs {
    // MARK: - Properties and init

    private let dependencies: AccountDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var signInErrorAlert = AlertClient<SignInErrorAction>(viewController: self)
    private lazy var deviceSignInErrorAlert = AlertClient<RetryOrCancel>(viewController: self)
    private lazy var signOutErrorAlert = AlertClient<RetryOrCancel>(viewController: self)
    private lazy var loadAccountErrorAlert = AlertClient<RetryOrCancel>(viewController: self)

    /// Creates the screen and its presenter (with a router from `builder`), which shows the
    /// initial state at once.
    public init(dependencies: AccountDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.account.title
        _ = presenter
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.offersRepositories = builder.screens.userRepositories != nil
        // Presented for sign-in: left only by signing in or by Cancel (not by swiping it away), so
        // the sign-in flow always hears that it ended.
        rootView.offersCancel = dependencies.closesAfterSignIn
        isModalInPresentation = dependencies.closesAfterSignIn
        rootView.cancelButton.addAction(UIAction { [unowned self] _ in presenter.didCancelSignIn() }, for: .touchUpInside)
        let field = rootView.tokenField
        field.addAction(UIAction { [unowned self] _ in presenter.didSubmitToken(field.text ?? "") }, for: .primaryActionTriggered)
        rootView.signInButton.addAction(UIAction { [unowned self] _ in presenter.didSubmitToken(rootView.tokenText) }, for: .touchUpInside)
        rootView.repositoriesButton.addAction(UIAction { [unowned self] _ in presenter.didRequestUserRepositories() }, for: .touchUpInside)
        rootView.offersDeviceSignIn = dependencies.signInWithDevice != nil
        rootView.timeZone = dependencies.timeZone
        rootView.deviceSignInButton.addAction(UIAction { [unowned self] _ in presenter.didRequestDeviceSignIn() }, for: .touchUpInside)
        rootView.cancelDeviceSignInButton.addAction(UIAction { [unowned self] _ in presenter.didCancelDeviceSignIn() }, for: .touchUpInside)
        rootView.signOutButton.addAction(UIAction { [unowned self] _ in presenter.didRequestSignOut() }, for: .touchUpInside)
        deviceSignInErrorAlert.register { [unowned self] action in presenter.didChooseDeviceSignInErrorAction(action) }
        signInErrorAlert.register { [unowned self] action in presenter.didChooseSignInErrorAction(action) }
        signOutErrorAlert.register { [unowned self] action in presenter.didChooseSignOutErrorAction(action) }
        loadAccountErrorAlert.register { [unowned self] action in presenter.didChooseLoadAccountErrorAction(action) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: - Outputs

    public func showLoading() {
        rootView.showLoading()
    }

    public func showSignInForm() {
        rootView.showSignInForm()
    }

    public func showSigningIn() {
        rootView.showSigningIn()
    }

    public func showRequestingDeviceCode() {
        rootView.showRequestingDeviceCode()
    }

    public func showDeviceCode(_ prompt: DeviceSignInPrompt) {
        rootView.showDeviceCode(prompt)
    }

    public func showAccount(_ summary: AccountSummary) {
        rootView.showAccount(summary)
    }

    public func showSigningOut() {
        rootView.showSigningOut()
    }

    public func clearToken() {
        rootView.clearToken()
    }

    public func showLaunchPaths(_ summary: LaunchPathsSummary) {
        rootView.showLaunchPaths(summary.text)
    }

    public func showSignInError(_ strategy: AlertStrategy<SignInErrorAction>) {
        signInErrorAlert.show(strategy: strategy)
    }

    public func showDeviceSignInError(_ strategy: AlertStrategy<RetryOrCancel>) {
        deviceSignInErrorAlert.show(strategy: strategy)
    }

    public func showSignOutError(_ strategy: AlertStrategy<RetryOrCancel>) {
        signOutErrorAlert.show(strategy: strategy)
    }

    public func showLoadAccountError(_ strategy: AlertStrategy<RetryOrCancel>) {
        loadAccountErrorAlert.show(strategy: strategy)
    }
}
#endif
