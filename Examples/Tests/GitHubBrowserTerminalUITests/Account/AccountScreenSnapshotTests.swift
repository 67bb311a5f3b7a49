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

/// Headless snapshots of every state of the Account screen, through the real `Application`.
@MainActor
@Suite("Account screen")
struct AccountScreenSnapshotTests: HeadlessScreenTest {
    let service = ScriptedAccountService()
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 60, rows: 14))

    func launch() async -> Application {
        let screen = makeScreenBuilder().account(service.dependencies)
        let app = Application(terminal: terminal, root: screen, environment: [:])
        await Task.settle()
        return app
    }

    func signedOut() async -> Application {
        let app = await launch()
        await service.sessions.respond(.success(nil))
        _ = await screen(app, showing: "Not signed in")
        return app
    }

    @Test("signed out: the token form")
    func signedOutForm() async {
        let app = await signedOut()
        ScreenSnapshot.assert(await screen(app, showing: "Not signed in"), named: "account-signed-out")
    }

    @Test("signing in: the token is masked and a spinner says it is being checked")
    func signingIn() async {
        let app = await signedOut()
        app.type("ghp_abc123")
        let typed = await screen(app, showing: "••••••••••")
        #expect(!typed.contains("ghp_abc123"))
        #expect(typed.contains("••••••••••"))
        app.send(.enter)
        ScreenSnapshot.assert(await screen(app, showing: "Checking the token"), named: "account-signing-in")
        #expect(await eventually { service.submittedTokens == ["ghp_abc123"] })
    }

    @Test("signed in: the account, the sign-out button and key")
    func signedIn() async {
        let app = await signedOut()
        app.type("ghp_abc123")
        app.send(.enter)
        await service.signIns.respond(.success(ScriptedAccountService.octocat))
        ScreenSnapshot.assert(await screen(app, showing: "Public repositories: 8"), named: "account-signed-in")
    }

    @Test("a refused token: an alert over the form; Clear token empties the field")
    func refused() async {
        let app = await signedOut()
        app.type("ghp_wrong")
        app.send(.enter)
        await service.signIns.respond(.failure(.unauthorized))
        ScreenSnapshot.assert(await screen(app, showing: "[ Clear token ]"), named: "account-refused-alert")
        app.send(.enter)
        let after = await screen(app, showing: "Paste a personal access token")
        #expect(!after.contains("•"))
        #expect(after.contains("Paste a personal access token"))
    }

    @Test("signing out with the s key brings the form back")
    func signOut() async {
        let app = await launch()
        await service.sessions.respond(.success(ScriptedAccountService.octocat))
        _ = await screen(app, showing: "Sign out")
        app.send(.character("s"))
        await service.signOuts.respond(.success(true))
        _ = await screen(app, showing: "Not signed in")
    }
}
