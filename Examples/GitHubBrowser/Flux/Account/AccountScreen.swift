import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataNavigation

/// The Account screen of the Flux app (the tab, or the sign-in sheet), written once for every
/// driver: it draws the `AccountViewModel`'s session phase on the root view (`AccountDisplay`),
/// shows each failure once, closes the sheet once signed in, and turns the user's `AccountIntent`s
/// and the alerts' answers into the view model's inputs or the router's moves. A view controller of
/// any driver creates it in `viewDidLoad`, maps its controls to intents and calls ``start()``.
///
/// The token goes from the field to the action creator and nowhere else: the alerts keep the last
/// one submitted only to offer Retry after a failure worth retrying, as the articles' presenter does.
///
/// Generic over its alert clients, as article ⑤'s screens are — one type for the sign-in alert, one
/// for the three that offer Retry or Cancel: the screen builder chooses `AlertClient`, and a test can
/// put an `AlertClientSpy` behind the real screen.
@MainActor
public final class AccountScreen<
    SignInErrorAlert: AlertClientType<SignInErrorAction>,
    RetryAlert: AlertClientType<RetryOrCancel>
>: AccountScreenType {
    private let viewModel: AccountViewModel
    private let display: any AccountDisplay
    private let router: any AccountRouting
    private let launchPaths: LaunchPathRecorder?
    /// The screen's four alerts.
    public let alerts: AccountScreenAlerts<SignInErrorAlert, RetryAlert>
    private var failures: OneShotReceiver<AccountFailure>
    private var shownPhase: AccountPhase?
    private var isClosed = false
    /// Whether the screen is the sign-in sheet, which closes once signed in or cancelled.
    public let isSheet: Bool
    /// Whether the screen offers the signed-in user's repositories.
    public let offersUserRepositories: Bool

    /// Creates the screen of `viewModel`, drawn on `display`, with its alerts on `host`; `isSheet`
    /// for the sign-in sheet, `offersUserRepositories` to offer the user's repositories,
    /// `launchPaths` to show how the app was launched.
    public init(
        viewModel: AccountViewModel, display: any AccountDisplay, host: some ScreenHost, router: any AccountRouting,
        isSheet: Bool, offersUserRepositories: Bool, launchPaths: LaunchPathRecorder?, timeZone: TimeZone
    ) {
        self.viewModel = viewModel
        self.display = display
        self.router = router
        self.isSheet = isSheet
        self.offersUserRepositories = offersUserRepositories
        self.launchPaths = launchPaths
        alerts = AccountScreenAlerts(screen: host, timeZone: timeZone)
        failures = OneShotReceiver(startingAfter: viewModel.failure)
        display.offersDeviceSignIn = viewModel.offersDeviceSignIn
        display.timeZone = timeZone
    }

    /// Hears the alerts' answers, draws the screen and keeps drawing it as the store changes.
    public func start() {
        alerts.register(
            signIn: { [unowned self] token in submit(token) },
            signInWithDevice: { [unowned self] in viewModel.signInWithDevice() },
            signOut: { [unowned self] in viewModel.signOut() },
            readSession: { [unowned self] in viewModel.readSession() },
            clearToken: { [unowned self] in display.clearToken() }
        )
        viewModel.observe { [weak self] in self?.render() }
        render()
    }

    /// Hands what the user did to the view model, or to the router.
    public func send(_ intent: AccountIntent) {
        switch intent {
        case .submitToken(let token): submit(token)
        case .signInWithDevice: viewModel.signInWithDevice()
        case .cancelDeviceSignIn: viewModel.cancelDeviceSignIn()
        case .signOut: viewModel.signOut()
        case .showUserRepositories:
            if offersUserRepositories, viewModel.phase.isSignedIn { router.showUserRepositories() }
        case .cancelSignIn:
            viewModel.cancelSignIn()
            close()
        }
    }

    /// The screen is about to appear: it shows how the app was launched and reads the session again.
    public func willAppear() {
        if let launchPaths { display.showLaunchPaths(LaunchPathsSummary(launchPaths.counts).text) }
        viewModel.willAppear()
    }

    private func submit(_ token: String) {
        guard viewModel.phase == .signedOut else { return }
        alerts.submitted(token)
        viewModel.signIn(token: token)
    }

    /// Closes the sheet, once.
    private func close() {
        guard isSheet, !isClosed else { return }
        isClosed = true
        router.closeSignIn()
    }

    private func render() {
        let phase = viewModel.phase
        if phase != shownPhase {
            let signedInNow = (shownPhase == .signingIn || shownPhase?.isSigningInWithDevice == true) && phase.isSignedIn
            shownPhase = phase
            display.show(phase)
            if signedInNow { close() }
        }
        if let failure = failures.take(viewModel.failure) { alerts.show(failure) }
    }
}
