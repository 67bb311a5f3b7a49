import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataNavigation
import StrataRedux

/// The Account screen of the Redux app (the tab, or the sign-in sheet), written once for every
/// driver: it subscribes to the session's phase and failures and draws them on the root view
/// (`AccountDisplay`) and the alerts, and turns the user's `AccountIntent`s and the alerts' answers
/// into the `BrowserStore`'s actions (the sheet closes when the state says so). A view controller
/// of any driver creates it in `viewDidLoad`, maps its controls to intents and calls ``start()``.
///
/// The token goes from the field to the sign-in thunk and nowhere else: no action or state holds
/// it. The alerts keep the last one submitted only to offer Retry after a failure worth retrying,
/// as the articles' presenter does.
///
/// Generic over its alert clients, as article ⑤'s screens are — one type for the sign-in alert, one
/// for the three that offer Retry or Cancel: the screen builder chooses `AlertClient`, and a test can
/// put an `AlertClientSpy` behind the real screen.
@MainActor
public final class AccountScreen<
    SignInErrorAlert: AlertClientType<SignInErrorAction>,
    RetryAlert: AlertClientType<RetryOrCancel>
>: AccountScreenType {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let display: any AccountDisplay
    private let launchPaths: LaunchPathRecorder?
    /// The screen's four alerts.
    public let alerts: AccountScreenAlerts<SignInErrorAlert, RetryAlert>
    private var failures: OneShotReceiver<AccountFailure>
    /// Whether the screen is the sign-in sheet, which closes once signed in or cancelled.
    public let isSheet: Bool
    /// Whether the screen offers the signed-in user's repositories (the tab does, when the app has
    /// them).
    public var offersUserRepositories: Bool { !isSheet && browser.environment.userRepositories != nil }

    /// Creates the screen of `browser`'s session, drawn on `display`, with its alerts on `host`;
    /// `isSheet` for the sign-in sheet, `launchPaths` to show how the app was launched.
    public init(
        browser: BrowserStore, display: any AccountDisplay, host: some ScreenHost, isSheet: Bool, launchPaths: LaunchPathRecorder?,
        timeZone: TimeZone
    ) {
        self.browser = browser
        self.display = display
        self.isSheet = isSheet
        self.launchPaths = launchPaths
        alerts = AccountScreenAlerts(screen: host, timeZone: timeZone)
        failures = OneShotReceiver(startingAfter: browser.state.account.failure)
        display.offersDeviceSignIn = browser.offersDeviceSignIn
        display.timeZone = timeZone
    }

    /// Hears the alerts' answers and subscribes to the store, which draws the screen at once.
    public func start() {
        alerts.register(
            signIn: { [unowned self] token in submit(token) },
            signInWithDevice: { [unowned self] in browser.signInWithDevice() },
            signOut: { [unowned self] in browser.signOut() },
            readSession: { [unowned self] in browser.readSession() },
            clearToken: { [unowned self] in display.clearToken() }
        )
        browser.store.subscribe(select: \.account.phase) { [weak self] phase in self?.display.show(phase) }.store(in: subscriptions)
        browser.store.subscribe(select: \.account.failure) { [weak self] failure in self?.report(failure) }.store(in: subscriptions)
    }

    /// Hands what the user did to the store.
    public func send(_ intent: AccountIntent) {
        switch intent {
        case .submitToken(let token): submit(token)
        case .signInWithDevice: browser.signInWithDevice()
        case .cancelDeviceSignIn: browser.cancelDeviceSignIn()
        case .signOut: browser.signOut()
        case .showUserRepositories:
            guard offersUserRepositories, browser.state.account.phase.isSignedIn else { return }
            browser.store.dispatch(.navigation(.push(.userRepositories, on: .account)))
        case .cancelSignIn: browser.dismissSignIn()
        }
    }

    /// The screen is about to appear: it shows how the app was launched and reads the session again.
    public func willAppear() {
        if let launchPaths { display.showLaunchPaths(LaunchPathsSummary(launchPaths.counts).text) }
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
