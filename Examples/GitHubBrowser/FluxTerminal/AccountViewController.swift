import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataNavigation
import StrataTerminal

/// The Flux app's Account screen — the Account tab, or the sign-in sheet: it binds the articles'
/// `AccountRootView` to an `AccountViewModel` and hands the token, `s`, `r`, Esc and the alerts'
/// answers to it or to the router. The sheet closes itself once signed in.
///
/// The token goes from the field to the action creator and nowhere else. This screen keeps the last
/// one submitted only to offer Retry after a failure worth retrying, as the articles' presenter does.
public final class AccountViewController: ViewController<AccountRootView> {
    private let viewModel: AccountViewModel
    private let builder: FluxScreenBuilder
    private let isSheet: Bool
    private let canShowUserRepositories: Bool
    private let timeZone: TimeZone
    private let launchPaths: LaunchPathRecorder?
    private lazy var alerts = AccountScreenAlerts(screen: self, timeZone: timeZone)
    private var failures: OneShotReceiver<AccountFailure>
    private var shownPhase: AccountPhase?
    private var isClosed = false

    /// Creates the screen of `viewModel`; `isSheet` for the sign-in sheet (Esc closes it, and so does
    /// signing in), `canShowUserRepositories` to offer `r`, `launchPaths` to show how the app was
    /// launched.
    public init(
        viewModel: AccountViewModel, builder: FluxScreenBuilder, isSheet: Bool, canShowUserRepositories: Bool,
        launchPaths: LaunchPathRecorder? = nil, timeZone: TimeZone = .current
    ) {
        self.viewModel = viewModel
        self.builder = builder
        self.isSheet = isSheet
        self.canShowUserRepositories = canShowUserRepositories
        self.launchPaths = launchPaths
        self.timeZone = timeZone
        failures = OneShotReceiver(startingAfter: viewModel.failure)
        super.init()
        title = BrowserTab.account.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.tokenField.field.onSubmit { [unowned self] token in submit(token) }
        rootView.signInButton.addAction { [unowned self] in submit(rootView.tokenText) }
        rootView.signOutButton.addAction { [unowned self] in viewModel.signOut() }
        rootView.offersDeviceSignIn = viewModel.offersDeviceSignIn
        rootView.timeZone = timeZone
        rootView.deviceSignInButton.addAction { [unowned self] in viewModel.signInWithDevice() }
        rootView.cancelDeviceSignInButton.addAction { [unowned self] in viewModel.cancelDeviceSignIn() }
        alerts.register(
            signIn: { [unowned self] token in submit(token) },
            signInWithDevice: { [unowned self] in viewModel.signInWithDevice() },
            signOut: { [unowned self] in viewModel.signOut() },
            readSession: { [unowned self] in viewModel.readSession() },
            clearToken: { [unowned self] in rootView.clearToken() }
        )
        viewModel.observe { [unowned self] in render() }
        render()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let launchPaths { rootView.showLaunchPaths(LaunchPathsSummary(launchPaths.counts).text) }
        viewModel.willAppear()
    }

    public override var keyHelp: [KeyHelp] {
        if rootView.isShowingDeviceSignIn { return [KeyHelp("Esc", "cancel")] }
        guard rootView.isShowingAccount else { return [] }
        return (canShowUserRepositories ? [KeyHelp("r", "your repositories")] : []) + [KeyHelp("s", "sign out")]
    }

    public override func handle(key: Key) -> Bool {
        if key == .escape, rootView.isShowingDeviceSignIn {
            viewModel.cancelDeviceSignIn()
            return true
        }
        if key == .escape, isSheet {
            viewModel.cancelSignIn()
            close()
            return true
        }
        guard rootView.isShowingAccount else { return false }
        switch key {
        case .character("s"):
            viewModel.signOut()
        case .character("r"):
            guard canShowUserRepositories, viewModel.phase.isSignedIn else { return true }
            builder.router(from: self).showUserRepositories()
        default:
            return false
        }
        return true
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
        builder.router(from: self).closeSignIn()
    }

    private func render() {
        let phase = viewModel.phase
        if phase != shownPhase {
            let signedInNow = (shownPhase == .signingIn || shownPhase?.isSigningInWithDevice == true) && phase.isSignedIn
            shownPhase = phase
            rootView.show(phase)
            if signedInNow { close() }
        }
        report(viewModel.failure)
    }

    private func report(_ event: OneShot<AccountFailure>) {
        if let failure = failures.take(event) { alerts.show(failure) }
    }
}
