import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataNavigation
import StrataRedux
import StrataTerminal

/// The Redux app's Account screen — the Account tab, or the sign-in sheet: it draws the session's
/// phase with the articles' `AccountRootView` and hands the token, `s`, `r`, Esc and the alerts'
/// answers to the store.
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

    /// Creates the screen; `isSheet` for the sign-in sheet (Esc closes it), `launchPaths` to show how
    /// the app was launched.
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
        rootView.tokenField.field.onSubmit { [unowned self] token in submit(token) }
        rootView.signInButton.addAction { [unowned self] in submit(rootView.tokenText) }
        rootView.signOutButton.addAction { [unowned self] in browser.signOut() }
        rootView.offersDeviceSignIn = browser.offersDeviceSignIn
        rootView.timeZone = timeZone
        rootView.deviceSignInButton.addAction { [unowned self] in browser.signInWithDevice() }
        rootView.cancelDeviceSignInButton.addAction { [unowned self] in browser.cancelDeviceSignIn() }
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

    public override var keyHelp: [KeyHelp] {
        if rootView.isShowingDeviceSignIn { return [KeyHelp("Esc", "cancel")] }
        guard rootView.isShowingAccount else { return [] }
        let repositories = browser.environment.userRepositories != nil && !isSheet ? [KeyHelp("r", "your repositories")] : []
        return repositories + [KeyHelp("s", "sign out")]
    }

    public override func handle(key: Key) -> Bool {
        if key == .escape, rootView.isShowingDeviceSignIn {
            browser.cancelDeviceSignIn()
            return true
        }
        if key == .escape, isSheet {
            browser.dismissSignIn()
            return true
        }
        guard rootView.isShowingAccount else { return false }
        switch key {
        case .character("s"):
            browser.signOut()
        case .character("r"):
            guard !isSheet, browser.environment.userRepositories != nil, browser.state.account.phase.isSignedIn else { return true }
            browser.store.dispatch(.navigation(.push(.userRepositories, on: .account)))
        default:
            return false
        }
        return true
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
