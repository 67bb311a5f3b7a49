import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Account screen, in the articles' shape: properties and init, inputs registered once in
/// `viewDidLoad`, outputs that delegate in one line each. The presenter is built as
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
        rootView.tokenField.field.onSubmit { [unowned self] token in presenter.didSubmitToken(token) }
        rootView.signInButton.addAction { [unowned self] in presenter.didSubmitToken(rootView.tokenText) }
        rootView.offersDeviceSignIn = dependencies.signInWithDevice != nil
        rootView.timeZone = dependencies.timeZone
        rootView.deviceSignInButton.addAction { [unowned self] in presenter.didRequestDeviceSignIn() }
        rootView.cancelDeviceSignInButton.addAction { [unowned self] in presenter.didCancelDeviceSignIn() }
        rootView.signOutButton.addAction { [unowned self] in presenter.didRequestSignOut() }
        signInErrorAlert.register { [unowned self] action in presenter.didChooseSignInErrorAction(action) }
        deviceSignInErrorAlert.register { [unowned self] action in presenter.didChooseDeviceSignInErrorAction(action) }
        signOutErrorAlert.register { [unowned self] action in presenter.didChooseSignOutErrorAction(action) }
        loadAccountErrorAlert.register { [unowned self] action in presenter.didChooseLoadAccountErrorAction(action) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    public override var keyHelp: [KeyHelp] {
        if rootView.isShowingDeviceSignIn { return [KeyHelp("Esc", "cancel")] }
        guard rootView.isShowingAccount else { return [] }
        let repositories = builder.screens.userRepositories != nil ? [KeyHelp("r", "your repositories")] : []
        return repositories + [KeyHelp("s", "sign out")]
    }

    public override func handle(key: Key) -> Bool {
        if key == .escape, rootView.isShowingDeviceSignIn {
            presenter.didCancelDeviceSignIn()
            return true
        }
        if key == .escape, dependencies.closesAfterSignIn {
            presenter.didCancelSignIn()
            return true
        }
        guard rootView.isShowingAccount else { return false }
        switch key {
        case .character("s"): presenter.didRequestSignOut()
        case .character("r"): presenter.didRequestUserRepositories()
        default: return false
        }
        return true
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
