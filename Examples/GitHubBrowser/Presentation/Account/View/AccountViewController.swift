import StrataAlert
import StrataTerminal

/// The Account screen, in the articles' shape: properties and init, inputs registered once in
/// `viewDidLoad`, outputs that delegate in one line each. The presenter is built as
/// `Presenter(output: self, transitioner: self, dependencies:)`.
final class AccountViewController<Presenter: AccountPresenterInputs>: ViewController<AccountRootView>, AccountPresenterOutputs
where Presenter.Screen == AnyViewController {
    // MARK: - Properties and init

    private let dependencies: AccountDependencies
    private lazy var presenter = Presenter(output: self, transitioner: self, dependencies: dependencies)
    private lazy var signInErrorAlert = AlertClient<SignInErrorAction>(presenter: self)
    private lazy var signOutErrorAlert = AlertClient<SignOutErrorAction>(presenter: self)
    private lazy var loadAccountErrorAlert = AlertClient<LoadAccountErrorAction>(presenter: self)

    /// Creates the screen and its presenter, which shows the initial state at once.
    init(dependencies: AccountDependencies) {
        self.dependencies = dependencies
        super.init()
        title = "Account"
        _ = presenter
    }

    // MARK: - Inputs

    override func viewDidLoad() {
        super.viewDidLoad()
        rootView.tokenField.field.onSubmit { [unowned self] token in presenter.didSubmitToken(token) }
        rootView.signInButton.addAction { [unowned self] in presenter.didSubmitToken(rootView.tokenText) }
        rootView.signOutButton.addAction { [unowned self] in presenter.didRequestSignOut() }
        signInErrorAlert.register { [unowned self] action in presenter.didChooseSignInErrorAction(action) }
        signOutErrorAlert.register { [unowned self] action in presenter.didChooseSignOutErrorAction(action) }
        loadAccountErrorAlert.register { [unowned self] action in presenter.didChooseLoadAccountErrorAction(action) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override var keyHelp: [KeyHelp] { rootView.isShowingAccount ? [KeyHelp("s", "sign out")] : [] }

    override func handle(key: Key) -> Bool {
        guard key == .character("s"), rootView.isShowingAccount else { return false }
        presenter.didRequestSignOut()
        return true
    }

    // MARK: - Outputs

    func showLoading() {
        rootView.showLoading()
    }

    func showSignInForm() {
        rootView.showSignInForm()
    }

    func showSigningIn() {
        rootView.showSigningIn()
    }

    func showAccount(_ summary: AccountSummary) {
        rootView.showAccount(summary)
    }

    func showSigningOut() {
        rootView.showSigningOut()
    }

    func clearToken() {
        rootView.clearToken()
    }

    func showSignInError(_ strategy: AlertStrategy<SignInErrorAction>) {
        signInErrorAlert.show(strategy: strategy)
    }

    func showSignOutError(_ strategy: AlertStrategy<SignOutErrorAction>) {
        signOutErrorAlert.show(strategy: strategy)
    }

    func showLoadAccountError(_ strategy: AlertStrategy<LoadAccountErrorAction>) {
        loadAccountErrorAlert.show(strategy: strategy)
    }
}
