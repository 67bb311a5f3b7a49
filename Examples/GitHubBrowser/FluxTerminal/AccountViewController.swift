import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The Flux app's Account screen on the terminal — the Account tab, or the sign-in sheet: it maps
/// the token field, the buttons, Esc, `s` and `r` to `AccountIntent`s for the driver-free
/// `AccountScreen`, which draws the view model on the root view.
public final class AccountViewController: ViewController<AccountRootView> {
    private let makeScreen: @MainActor (AccountViewController) -> AccountScreen
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`; `isSheet` for the sign-in sheet (it closes once signed in
    /// or cancelled), `canShowUserRepositories` to offer the user's repositories, `launchPaths` to
    /// show how the app was launched.
    public init(
        viewModel: AccountViewModel, builder: FluxScreenBuilder, isSheet: Bool, canShowUserRepositories: Bool,
        launchPaths: LaunchPathRecorder? = nil, timeZone: TimeZone = .current
    ) {
        makeScreen = { controller in
            AccountScreen(
                viewModel: viewModel, display: controller.rootView, alerts: controller, router: builder.router(from: controller), isSheet: isSheet,
                offersUserRepositories: canShowUserRepositories, launchPaths: launchPaths, timeZone: timeZone
            )
        }
        super.init()
        title = BrowserTab.account.title
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
