import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// Headless snapshots of the Account screen's device sign-in ("Sign in with GitHub"), through the
/// real `Application`: the button on the form, the code while the app waits, Esc, and a failure.
@MainActor
@Suite("Account screen: signing in with GitHub")
struct AccountDeviceSignInSnapshotTests: HeadlessScreenTest {
    let service = ScriptedAccountService()
    let device = ScriptedDeviceSignIn()
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 60, rows: 16))

    func signedOut(offersDevice: Bool = true) async -> Application {
        let dependencies = AccountDependencies(
            signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount,
            signInWithDevice: offersDevice ? device : nil, timeZone: .gmt
        )
        let account = makeScreenBuilder().account(dependencies)
        let app = Application(terminal: terminal, root: account, environment: [:])
        await service.sessions.respond(.success(nil))
        _ = await screen(app, showing: "Not signed in")
        return app
    }

    /// Tab, Tab, Enter: from the token field to "Sign in with GitHub", pressed.
    func pressSignInWithGitHub(_ app: Application) {
        app.send([.tab, .tab, .enter])
    }

    @Test("the form offers Sign in with GitHub only when the app has a client ID")
    func offered() async {
        let app = await signedOut()
        ScreenSnapshot.assert(await screen(app, showing: "[ Sign in with GitHub ]"), named: "account-signed-out-device")
        let without = await signedOut(offersDevice: false)
        #expect(!(await screen(without, showing: "Not signed in")).contains("Sign in with GitHub"))
    }

    @Test("asking for a code, then the code, its address and its expiry; Esc cancels and the wait stops")
    func codeThenCancel() async {
        let app = await signedOut()
        pressSignInWithGitHub(app)
        ScreenSnapshot.assert(await screen(app, showing: "Asking GitHub for a code"), named: "account-device-requesting")
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        let shown = await screen(app, showing: "WDJB-MJHT")
        ScreenSnapshot.assert(shown, named: "account-device-code")
        #expect(shown.contains("https://github.com/login/device"))
        #expect(shown.contains("until 08:15"))
        #expect(shown.contains("Esc cancel"), "the key-help line says how to stop")
        #expect(!shown.contains("3584d835"), "the device code is never shown")
        #expect(await eventually { device.isWaiting })
        app.send(.escape)
        _ = await screen(app, showing: "Not signed in")
        #expect(await eventually { device.cancellations == 1 })
    }

    @Test("the user enters the code: the account")
    func granted() async {
        let app = await signedOut()
        pressSignInWithGitHub(app)
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        _ = await screen(app, showing: "WDJB-MJHT")
        #expect(await eventually { device.isWaiting })
        device.respond(.success(ScriptedAccountService.octocat))
        _ = await screen(app, showing: "Signed in as The Octocat")
    }

    @Test("the code expired: an alert over the form; Retry asks for a new code")
    func expired() async {
        let app = await signedOut()
        pressSignInWithGitHub(app)
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        _ = await screen(app, showing: "WDJB-MJHT")
        #expect(await eventually { device.isWaiting })
        device.respond(.failure(.signInExpired))
        ScreenSnapshot.assert(await screen(app, showing: "Sign-in with GitHub failed"), named: "account-device-expired")
        app.send(.enter)
        _ = await screen(app, showing: "Asking GitHub for a code")
    }
}
