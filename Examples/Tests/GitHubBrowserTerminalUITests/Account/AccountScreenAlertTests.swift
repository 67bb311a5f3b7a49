import GitHubBrowserApplication
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import StrataTesting
import Testing

/// The MVP Account screen — view controller, screen object, presenter, on a headless terminal — with
/// an `AlertClientSpy` behind each of its alerts (the screen object is generic over its alert
/// clients, as article ⑤'s screens are).
@MainActor
@Suite("MVP Account screen with AlertClientSpys")
struct AccountScreenAlertTests {
    typealias Screen = AccountScreen<AccountPresenter, AlertClientSpy<SignInErrorAction>, AlertClientSpy<RetryOrCancel>>

    @Test("a failed sign-in goes to the sign-in spy, not to the screen; the spy's Retry sends the same token again")
    func failedSignIn() async throws {
        let service = ScriptedAccountService()
        await service.sessions.respond(.success(nil))
        await service.sessions.respond(.success(nil))
        await service.signIns.respond(.failure(.offline))
        let builder = makeScreenBuilder()
        let screen = AccountViewController(title: "Account", rows: { _ in }) { parts in
            Screen(display: parts.display, host: parts.host, router: builder.router(from: parts.transitioner), dependencies: service.dependencies)
        }
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 60, rows: 14))
        let app = Application(terminal: terminal, root: screen, environment: [:])
        app.renderNow()
        let account = try #require(screen.screen as? Screen)
        let spy = account.signInErrorAlert
        #expect(spy.viewController === screen, "the screen made its own alert client")
        #expect(await Task.settle { app.renderNow(); return terminal.plainText.contains("Not signed in") })

        app.type("ghp_token")
        app.send(.enter)
        #expect(await Task.settle { spy.currentStrategy != nil })
        #expect(spy.currentStrategy?.title == "Sign-in failed: you are offline")
        #expect(spy.currentStrategy?.actions == [.retry, .cancel])
        let others = [account.deviceSignInErrorAlert, account.signOutErrorAlert, account.loadAccountErrorAlert]
        #expect(others.allSatisfy { $0.shownStrategies.isEmpty }, "only the sign-in alert was shown")
        app.renderNow()
        #expect(screen.alertDialog == nil, "the spy shows nothing on screen")

        await service.signIns.respond(.success(ScriptedAccountService.octocat))
        try spy.tap(.retry)
        #expect(await Task.settle { app.renderNow(); return terminal.plainText.contains("Signed in as The Octocat (octocat)") })
        #expect(service.submittedTokens == ["ghp_token", "ghp_token"])
    }
}
