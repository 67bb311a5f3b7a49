#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataCore
import StrataNavigation
import StrataRedux
import StrataUIKit

/// The Redux app's Account screen on UIKit — the Account tab, or the sign-in sheet: it draws the
/// session's phase of the same `BrowserStore` as the terminal's screen with the shared
/// `AccountRootView` and hands the token, "Sign in", "Your repositories", "Sign out", Cancel and
/// the alerts' answers to the store. The sheet cannot be swiped away: it closes when the state says
/// so (Cancel, or signed in).
///
/// The token goes from the field to the sign-in thunk and nowhere else: no action or state holds
/// it. This screen keeps the last one submitted only to offer Retry after a failure worth retrying,
/// as the articles' presenter does.
public final class AccountViewController: ViewController<AccountRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let isSheet: Bool
    private let timeZone: TimeZone
    private let launchPaths: LaunchPathRecorder?
    private lazy var alerts = AccountScreenAlerts(screen: self, timeZone: timeZone)
    private var failures: OneShotReceiver<AccountFailure>

    /// Creates the screen; `isSheet` for the sign-in sheet (Cancel closes it), `launchPaths` to
    /// show how the app was launched.
    public init(browser: BrowserStore, isSheet: Bool, launchPaths: LaunchPathRecorder? = nil, timeZone: TimeZone = .current) {
        self.browser = browser
        self.isSheet = isSheet
        self.launchPaths = launchPaths
        self.timeZone = timeZone
        failures = OneShotReceiver(startingAfter: browser.state.account.failure)
        super.init()
        title = BrowserTab.account.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.offersRepositories = !isSheet && browser.environment.userRepositories != nil
        rootView.offersCancel = isSheet
        isModalInPresentation = isSheet
        rootView.cancelButton.addAction(UIAction { [unowned self] _ in browser.dismissSignIn() }, for: .touchUpInside)
        let field = rootView.tokenField
        field.addAction(UIAction { [unowned self] _ in submit(field.text ?? "") }, for: .primaryActionTriggered)
        rootView.signInButton.addAction(UIAction { [unowned self] _ in submit(rootView.tokenText) }, for: .touchUpInside)
        rootView.repositoriesButton.addAction(UIAction { [unowned self] _ in
            guard !isSheet, browser.environment.userRepositories != nil, browser.state.account.phase.isSignedIn else { return }
            browser.store.dispatch(.navigation(.push(.userRepositories, on: .account)))
        }, for: .touchUpInside)
        rootView.signOutButton.addAction(UIAction { [unowned self] _ in browser.signOut() }, for: .touchUpInside)
        rootView.offersDeviceSignIn = browser.offersDeviceSignIn
        rootView.timeZone = timeZone
        rootView.deviceSignInButton.addAction(UIAction { [unowned self] _ in browser.signInWithDevice() }, for: .touchUpInside)
        rootView.cancelDeviceSignInButton.addAction(UIAction { [unowned self] _ in browser.cancelDeviceSignIn() }, for: .touchUpInside)
        alerts.register(
            signIn: { [unowned self] token in submit(token) },
            signInWithDevice: { [unowned self] in browser.signInWithDevice() },
            signOut: { [unowned self] in browser.signOut() },
            readSession: { [unowned self] in browser.readSession() },
            clearToken: { [unowned self] in rootView.clearToken() }
        )
        browser.store.subscribe(select: \.account.phase) { [weak self] phase in self?.rootView.show(phase) }.store(in: subscriptions)
        browser.store.subscribe(select: \.account.failure) { [weak self] failure in self?.report(failure) }.store(in: subscriptions)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let launchPaths { rootView.showLaunchPaths(LaunchPathsSummary(launchPaths.counts).text) }
        browser.readSession()
    }

    private func submit(_ token: String) {
        guard browser.state.account.phase == .signedOut else { return }
        alerts.submitted(token)
        browser.signIn(token: token)
    }

    private func report(_ event: OneShot<AccountFailure>) {
        if let failure = failures.take(event) { alerts.show(failure) }
    }
}
#endif
