#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// The Account screen on UIKit — the tab, or the sign-in sheet presented over another one — in
/// every architecture: the token field and the buttons, as `AccountIntent`s for the screen object
/// it is built with.
public final class AccountViewController: ScreenViewController<AccountRootView, Void, any AccountScreenType> {
    public override func bindControls() {
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
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }
}

extension UIKitDriver: AccountHosting {
    public func account(screen: @escaping MakeAccountScreen) -> UIViewController {
        AccountViewController(title: BrowserTab.account.title, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
