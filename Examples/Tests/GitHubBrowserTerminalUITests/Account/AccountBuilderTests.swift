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

@MainActor
@Suite("Account builder")
struct AccountBuilderTests {
    @Test("the built screen signs in with the real use cases, stores the session, and signs out")
    func builtScreen() async throws {
        let sessions = InMemorySessions()
        let source = OneTokenAccountSource(validToken: "ghp_good", account: ScriptedAccountService.octocat)
        var signedOut = 0
        let builder = makeScreenBuilder(
            account: accountDependencies(source: source, sessions: sessions, onSignedOut: { signedOut += 1 })
        )
        let screen = try #require(builder.account(closesAfterSignIn: false))
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 60, rows: 14))
        let app = Application(terminal: terminal, root: screen, environment: [:])
        #expect(screen.title == "Account")
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("Not signed in") })
        app.type("ghp_good")
        app.send(.enter)
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("Signed in as The Octocat (octocat)") })
        #expect(try await sessions.current()?.account == ScriptedAccountService.octocat)
        app.send(.character("s"))
        #expect(await eventually { app.renderNow(); return terminal.plainText.contains("Not signed in") })
        #expect(try await sessions.current() == nil)
        #expect(signedOut == 1)
    }
}
