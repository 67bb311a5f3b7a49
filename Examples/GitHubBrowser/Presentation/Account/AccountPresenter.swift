import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// The Account screen's presenter: reads the stored session, signs in with a token checked by the
/// source, signs out, and shows each step and failure on its output. It owns the screen's router.
///
/// One operation at a time: a token submitted while signing in, or a sign-out asked for while
/// nobody is signed in, is ignored.
///
/// A device sign-in asks GitHub for a code, shows it, and waits — at GitHub's pace — until the
/// user has entered it on GitHub's page; cancelling stops the waiting (and the polling) at once.
@MainActor
public final class AccountPresenter: AccountPresenterInputs {
    /// What the screen shows now.
    private(set) var phase: AccountPhase = .loading
    /// The task of the last operation started, for tests that wait for it.
    private(set) var lastOperation: Task<Void, Never>?

    private weak var output: (any AccountPresenterOutputs)?
    private let router: any AccountRouting
    private let dependencies: AccountDependencies
    /// The token of a sign-in that failed on the way, kept until its alert is answered (for Retry).
    private var tokenToRetry: String?
    /// The screen presented for sign-in was closed (signed in, or cancelled).
    private var isClosed = false

    /// Creates the presenter; it owns `router` and shows the loading state on `output` at once.
    public init(output: any AccountPresenterOutputs, router: any AccountRouting, dependencies: AccountDependencies) {
        self.output = output
        self.router = router
        self.dependencies = dependencies
        output.showLoading()
        dependencies.sessionChanges?.observeSignOut(self) { presenter in presenter.signedOutElsewhere() }
    }

    // MARK: - Inputs

    public func viewWillAppear() {
        if let launchPaths = dependencies.launchPaths { output?.showLaunchPaths(LaunchPathsSummary(launchPaths.counts)) }
        switch phase {
        case .loading, .signedOut, .signedIn: readSession()
        case .signingIn, .signingInWithDevice, .signingOut: break
        }
    }

    public func didSubmitToken(_ token: String) {
        guard phase == .signedOut else { return }
        enter(.signingIn)
        let signIn = dependencies.signIn
        lastOperation = Task { [weak self] in
            do throws(AppError) {
                let account = try await signIn(token: token)
                self?.didSignIn(account)
            } catch {
                self?.signInFailed(error, token: token)
            }
        }
    }

    public func didCancelSignIn() {
        guard dependencies.closesAfterSignIn, !isClosed else { return }
        if phase == .signingIn || phase.isSigningInWithDevice { lastOperation?.cancel() }
        close()
    }

    public func didRequestDeviceSignIn() {
        guard phase == .signedOut, let signInWithDevice = dependencies.signInWithDevice else { return }
        enter(.signingInWithDevice(nil))
        lastOperation = Task { [weak self] in
            do throws(AppError) {
                let authorization = try await signInWithDevice.start()
                // Cancelled meanwhile, or the screen is gone: no polling for nobody.
                guard self?.showCode(of: authorization) == true else { throw .cancelled }
                let account = try await signInWithDevice.finish(authorization)
                self?.didSignIn(account)
            } catch {
                self?.deviceSignInFailed(error)
            }
        }
    }

    public func didCancelDeviceSignIn() {
        guard phase.isSigningInWithDevice else { return }
        lastOperation?.cancel()
        enter(.signedOut)
    }

    public func didChooseDeviceSignInErrorAction(_ action: RetryOrCancel) {
        if action == .retry { didRequestDeviceSignIn() }
    }

    /// Closes the screen presented for sign-in, once.
    private func close() {
        guard !isClosed else { return }
        isClosed = true
        router.closeSignIn()
    }

    public func didRequestUserRepositories() {
        guard phase.isSignedIn, router.canShowUserRepositories else { return }
        router.showUserRepositories()
    }

    public func didRequestSignOut() {
        guard case let .signedIn(account) = phase else { return }
        enter(.signingOut(account))
        let signOut = dependencies.signOut
        lastOperation = Task { [weak self] in
            do throws(AppError) {
                try await signOut()
                self?.didSignOut()
            } catch {
                self?.signOutFailed(error, account: account)
            }
        }
    }

    public func didChooseSignInErrorAction(_ action: SignInErrorAction) {
        let token = tokenToRetry
        tokenToRetry = nil
        switch action {
        case .retry: if let token { didSubmitToken(token) }
        case .clearToken: output?.clearToken()
        case .cancel: break
        }
    }

    public func didChooseSignOutErrorAction(_ action: RetryOrCancel) {
        if action == .retry { didRequestSignOut() }
    }

    public func didChooseLoadAccountErrorAction(_ action: RetryOrCancel) {
        if action == .retry { readSession() }
    }

    // MARK: - Steps

    private func readSession() {
        let showAccount = dependencies.showAccount
        lastOperation = Task { [weak self] in
            do throws(AppError) {
                let account = try await showAccount()
                self?.sessionRead(account)
            } catch {
                self?.sessionReadFailed(error)
            }
        }
    }

    private func sessionRead(_ account: Account?) {
        // A sign-in or sign-out that started meanwhile decides what is shown.
        guard phase == .loading || phase == .signedOut || phase.isSignedIn else { return }
        let next: AccountPhase = account.map(AccountPhase.signedIn) ?? .signedOut
        if next != phase { enter(next) }
    }

    private func sessionReadFailed(_ error: AppError) {
        guard phase == .loading else { return }
        enter(.signedOut)
        output?.showLoadAccountError(AlertStrategy(loadAccountFailure: error, timeZone: dependencies.timeZone))
    }

    /// Shows the code, unless the sign-in was cancelled meanwhile; says whether it did.
    private func showCode(of authorization: DeviceAuthorization) -> Bool {
        guard phase == .signingInWithDevice(nil) else { return false }
        enter(.signingInWithDevice(DeviceSignInPrompt(authorization)))
        return true
    }

    private func deviceSignInFailed(_ error: AppError) {
        // Cancelled: the screen went back to the form already, or closed.
        guard phase.isSigningInWithDevice, error != .cancelled else { return }
        enter(.signedOut)
        output?.showDeviceSignInError(AlertStrategy(deviceSignInFailure: error, timeZone: dependencies.timeZone))
    }

    /// Signed in (even after a cancel that came too late: the session is stored, so it is shown).
    private func didSignIn(_ account: Account) {
        enter(.signedIn(account))
        dependencies.onSignedIn(account)
        if dependencies.closesAfterSignIn { close() }
    }

    private func signInFailed(_ error: AppError, token: String) {
        enter(.signedOut)
        guard error != .cancelled else { return }
        tokenToRetry = error.isRetryable ? token : nil
        output?.showSignInError(AlertStrategy(signInFailure: error, timeZone: dependencies.timeZone))
    }

    /// The session was forgotten elsewhere (GitHub refused it on another screen): the screen
    /// shows the sign-in form. A sign-out of this screen's own has drawn it already.
    private func signedOutElsewhere() {
        guard phase.isSignedIn else { return }
        enter(.signedOut)
    }

    private func didSignOut() {
        enter(.signedOut)
        dependencies.onSignedOut()
    }

    private func signOutFailed(_ error: AppError, account: Account) {
        enter(.signedIn(account))
        guard error != .cancelled else { return }
        output?.showSignOutError(AlertStrategy(signOutFailure: error, timeZone: dependencies.timeZone))
    }

    private func enter(_ next: AccountPhase) {
        phase = next
        guard let output else { return }
        switch next {
        case .loading: output.showLoading()
        case .signedOut: output.showSignInForm()
        case .signingIn: output.showSigningIn()
        case .signingInWithDevice(nil): output.showRequestingDeviceCode()
        case let .signingInWithDevice(prompt?): output.showDeviceCode(prompt)
        case let .signedIn(account): output.showAccount(AccountSummary(account))
        case .signingOut: output.showSigningOut()
        }
    }
}
