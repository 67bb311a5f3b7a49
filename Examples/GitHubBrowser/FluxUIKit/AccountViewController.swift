#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// The Flux app's Account screen on UIKit — the Account tab, or the sign-in sheet: it maps the
/// token field and the buttons to `AccountIntent`s for the same driver-free `AccountScreen` as the
/// terminal's.
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
