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
import StrataCore
import StrataNavigation
import StrataUIKit

/// The Flux app's Account screen on UIKit — the Account tab, or the sign-in sheet: it binds the
/// shared `AccountRootView` to the same `AccountViewModel` as the terminal's screen and hands the
/// token, "Sign in", "Your repositories", "Sign out", Cancel and the alerts' answers to it or to the
/// router. The sheet closes itself once signed in, and cannot be swiped away (the sign-in flow
/// hears how it ends).
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

    /// Creates the screen of `viewModel`; `isSheet` for the sign-in sheet (Cancel closes it, and so
    /// does signing in), `canShowUserRepositories` to offer "Your repositories", `launchPaths` to
    /// show how the app was launched.
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
        rootView.offersRepositories = canShowUserRepositories
        rootView.offersCancel = isSheet
        isModalInPresentation = isSheet
        rootView.cancelButton.addAction(UIAction { [unowned self] _ in
            viewModel.cancelSignIn()
            close()
        }, for: .touchUpInside)
        let field = rootView.tokenField
        field.addAction(UIAction { [unowned self] _ in submit(field.text ?? "") }, for: .primaryActionTriggered)
        rootView.signInButton.addAction(UIAction { [unowned self] _ in submit(rootView.tokenText) }, for: .touchUpInside)
        rootView.repositoriesButton.addAction(UIAction { [unowned self] _ in
            if canShowUserRepositories, viewModel.phase.isSignedIn { builder.router(from: self).showUserRepositories() }
        }, for: .touchUpInside)
        rootView.signOutButton.addAction(UIAction { [unowned self] _ in viewModel.signOut() }, for: .touchUpInside)
        rootView.offersDeviceSignIn = viewModel.offersDeviceSignIn
        rootView.timeZone = timeZone
        rootView.deviceSignInButton.addAction(UIAction { [unowned self] _ in viewModel.signInWithDevice() }, for: .touchUpInside)
        rootView.cancelDeviceSignInButton.addAction(UIAction { [unowned self] _ in viewModel.cancelDeviceSignIn() }, for: .touchUpInside)
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
#endif
