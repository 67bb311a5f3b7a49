import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation
import StrataTesting
import Testing

/// The Account presenter's device sign-in ("Sign in with GitHub"): the code, the wait, cancelling,
/// and the failures' alerts.
@MainActor
@Suite("Account presenter: signing in with GitHub")
struct AccountPresenterDeviceSignInTests {
    let service = ScriptedAccountService()
    let device = ScriptedDeviceSignIn()
    let output = AccountOutputRecorder()
    let transitioner = RecordingTransitioner<String>(root: "account")
    let octocat = ScriptedAccountService.octocat
    let prompt = DeviceSignInPrompt(ScriptedDeviceSignIn.authorization)

    func signedOutPresenter(offersDevice: Bool = true, closesAfterSignIn: Bool = false, signedIn: @escaping @MainActor (Account) -> Void = { _ in }) async -> AccountPresenter {
        let dependencies = AccountDependencies(
            signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount,
            signInWithDevice: offersDevice ? device : nil,
            onSignedIn: signedIn, closesAfterSignIn: closesAfterSignIn, timeZone: .gmt
        )
        let presenter = AccountPresenter(output: output, router: makeRouter(transitioner), dependencies: dependencies)
        presenter.viewWillAppear()
        await service.sessions.respond(.success(nil))
        await presenter.lastOperation?.value
        output.clear()
        return presenter
    }

    /// Waits until the presenter's sign-in waits for the user.
    func waitForCode(_ presenter: AccountPresenter) async {
        let waiting = await eventually { device.isWaiting }
        #expect(waiting, "finish(_:) was never called")
    }

    @Test("it asks for a code, shows it, waits, then shows the account and tells the app")
    func signsIn() async {
        var signedIn: [Account] = []
        let presenter = await signedOutPresenter { signedIn.append($0) }
        presenter.didRequestDeviceSignIn()
        presenter.didRequestDeviceSignIn()
        presenter.didSubmitToken("ghp_ignored")
        #expect(output.calls == [.requestingDeviceCode])
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(presenter)
        #expect(output.calls == [.requestingDeviceCode, .deviceCode(prompt)])
        #expect(presenter.phase == .signingInWithDevice(prompt))
        device.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(output.calls == [.requestingDeviceCode, .deviceCode(prompt), .account(AccountSummary(octocat))])
        #expect(signedIn == [octocat])
        #expect(service.submittedTokens.isEmpty, "no token sign-in ran meanwhile")
        #expect(device.finishCount == 1)
    }

    @Test("without a client ID there is no device sign-in: the request is ignored")
    func notOffered() async {
        let presenter = await signedOutPresenter(offersDevice: false)
        presenter.didRequestDeviceSignIn()
        #expect(output.calls.isEmpty)
        #expect(presenter.phase == .signedOut)
        #expect(await device.starts.callCount == 0)
    }

    @Test("cancelling while waiting stops the wait at once and brings the form back, without an alert")
    func cancelWhileWaiting() async {
        let presenter = await signedOutPresenter()
        presenter.didRequestDeviceSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(presenter)
        presenter.didCancelDeviceSignIn()
        await presenter.lastOperation?.value
        #expect(device.cancellations == 1, "the waiting (and GitHub's polling) stopped")
        #expect(output.calls == [.requestingDeviceCode, .deviceCode(prompt), .signInForm])
        #expect(presenter.phase == .signedOut)
    }

    @Test("cancelling while the code is asked for: no code is shown and no wait starts")
    func cancelWhileAskingForCode() async {
        let presenter = await signedOutPresenter()
        presenter.didRequestDeviceSignIn()
        presenter.didCancelDeviceSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await presenter.lastOperation?.value
        #expect(output.calls == [.requestingDeviceCode, .signInForm])
        #expect(device.finishCount == 0)
    }

    @Test("an expired code, or access refused, shows the form and an alert whose Retry asks for a new code", arguments: [AppError.signInExpired, .signInDenied])
    func failureOffersRetry(error: AppError) async {
        let presenter = await signedOutPresenter()
        presenter.didRequestDeviceSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(presenter)
        device.respond(.failure(error))
        await presenter.lastOperation?.value
        let alert = AlertStrategy<RetryOrCancel>(deviceSignInFailure: error, timeZone: .gmt)
        #expect(output.calls == [.requestingDeviceCode, .deviceCode(prompt), .signInForm, .deviceSignInError(alert)])
        #expect(alert.actions == [.retry, .cancel])
        output.clear()
        presenter.didChooseDeviceSignInErrorAction(.retry)
        #expect(output.calls == [.requestingDeviceCode])
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(presenter)
        #expect(device.finishCount == 2, "a new code, and a new wait")
    }

    @Test("a client ID GitHub does not know: the alert says so and offers only Close")
    func unknownClient() async {
        let presenter = await signedOutPresenter()
        presenter.didRequestDeviceSignIn()
        let error = AppError.rejected(status: 400, detail: "GitHub knows no OAuth app with the client ID Iv1.x; check it on the app's page")
        await device.starts.respond(.failure(error))
        await presenter.lastOperation?.value
        let alert = AlertStrategy<RetryOrCancel>(deviceSignInFailure: error, timeZone: .gmt)
        #expect(output.calls == [.requestingDeviceCode, .signInForm, .deviceSignInError(alert)])
        #expect(alert.actions == [.cancel])
        presenter.didChooseDeviceSignInErrorAction(.cancel)
        #expect(await device.starts.callCount == 1)
    }

    @Test("presented to sign in: the device sign-in closes the screen once signed in; closing it stops the wait")
    func sheet() async {
        let presenter = await signedOutPresenter(closesAfterSignIn: true)
        presenter.didRequestDeviceSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(presenter)
        presenter.didCancelSignIn()
        await presenter.lastOperation?.value
        #expect(transitioner.transitions == [.dismiss(animated: true)])
        #expect(device.cancellations == 1)

        let second = await signedOutPresenter(closesAfterSignIn: true)
        second.didRequestDeviceSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        await waitForCode(second)
        device.respond(.success(octocat))
        await second.lastOperation?.value
        #expect(transitioner.transitions == [.dismiss(animated: true), .dismiss(animated: true)])
    }
}
