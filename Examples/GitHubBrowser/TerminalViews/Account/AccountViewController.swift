import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The Account screen on the terminal — the tab, or the sign-in sheet — in every architecture: the
/// token field, the buttons, Esc, `s` and `r`, as `AccountIntent`s for the screen object it is
/// built with, which draws the session on its root view.
public final class AccountViewController: ScreenViewController<AccountRootView, Void, any AccountScreenType> {
    public override func bindControls() {
        rootView.tokenField.field.onSubmit { [unowned self] token in screen.send(.submitToken(token)) }
        rootView.signInButton.addAction { [unowned self] in screen.send(.submitToken(rootView.tokenText)) }
        rootView.deviceSignInButton.addAction { [unowned self] in screen.send(.signInWithDevice) }
        rootView.cancelDeviceSignInButton.addAction { [unowned self] in screen.send(.cancelDeviceSignIn) }
        rootView.signOutButton.addAction { [unowned self] in screen.send(.signOut) }
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

extension TerminalDriver: AccountHosting {
    public func account(screen: @escaping MakeAccountScreen) -> BaseViewController {
        AccountViewController(title: BrowserTab.account.title, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
