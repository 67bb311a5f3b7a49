import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Account screen on the terminal — the tab, or the sign-in sheet: it maps the token field,
/// the buttons, Esc, `s` and `r` to `AccountIntent`s for the driver-free `AccountScreen`, which
/// builds the presenter at once (the screen shows its first state before it appears).
public final class AccountViewController<Presenter: AccountPresenterInputs>: ViewController<AccountRootView> {
    private let dependencies: AccountDependencies
    private let builder: BrowserScreenBuilder
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = AccountScreen<Presenter>(display: rootView, alerts: self, router: builder.router(from: self), dependencies: dependencies)

    /// Creates the screen and its presenter (with a router from `builder`; its view loads at once),
    /// which shows the initial state at once.
    public init(dependencies: AccountDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.account.title
        loadViewIfNeeded()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.tokenField.field.onSubmit { [unowned self] token in screen.send(.submitToken(token)) }
        rootView.signInButton.addAction { [unowned self] in screen.send(.submitToken(rootView.tokenText)) }
        rootView.deviceSignInButton.addAction { [unowned self] in screen.send(.signInWithDevice) }
        rootView.cancelDeviceSignInButton.addAction { [unowned self] in screen.send(.cancelDeviceSignIn) }
        rootView.signOutButton.addAction { [unowned self] in screen.send(.signOut) }
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    public override var keyHelp: [KeyHelp] {
        if rootView.isShowingDeviceSignIn { return [KeyHelp("Esc", "cancel")] }
        guard rootView.isShowingAccount else { return [] }
        return (screen.offersUserRepositories ? [KeyHelp("r", "your repositories")] : []) + [KeyHelp("s", "sign out")]
    }

    /// Esc cancels the device sign-in, or the sign-in sheet; `s` signs out, `r` opens the user's
    /// repositories.
    public override func handle(key: Key) -> Bool {
        if key == .escape, rootView.isShowingDeviceSignIn {
            screen.send(.cancelDeviceSignIn)
        } else if key == .escape, screen.isSheet {
            screen.send(.cancelSignIn)
        } else if rootView.isShowingAccount, key == .character("s") {
            screen.send(.signOut)
        } else if rootView.isShowingAccount, key == .character("r") {
            screen.send(.showUserRepositories)
        } else {
            return false
        }
        return true
    }
}
