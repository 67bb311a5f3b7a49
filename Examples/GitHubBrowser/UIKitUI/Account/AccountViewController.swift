#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Account screen on UIKit — the tab, or the sign-in sheet presented over another one: it
/// maps the token field and the buttons to `AccountIntent`s for the same driver-free
/// `AccountScreen` as the terminal's.
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
        rootView.offersRepositories = screen.offersUserRepositories
        // Presented for sign-in: left only by signing in or by Cancel (not by swiping it away), so
        // the sign-in flow always hears that it ended.
        rootView.offersCancel = screen.isSheet
        isModalInPresentation = screen.isSheet
        let field = rootView.tokenField
        field.addAction(UIAction { [unowned self] _ in screen.send(.submitToken(field.text ?? "")) }, for: .primaryActionTriggered)
        let buttons: [(UIButton, AccountIntent?)] = [
            (rootView.signInButton, nil), (rootView.deviceSignInButton, .signInWithDevice), (rootView.cancelDeviceSignInButton, .cancelDeviceSignIn),
            (rootView.signOutButton, .signOut), (rootView.repositoriesButton, .showUserRepositories), (rootView.cancelButton, .cancelSignIn),
        ]
        for (button, intent) in buttons {
            button.addAction(UIAction { [unowned self] _ in screen.send(intent ?? .submitToken(rootView.tokenText)) }, for: .touchUpInside)
        }
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }
}
#endif
