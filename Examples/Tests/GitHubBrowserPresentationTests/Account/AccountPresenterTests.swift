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

@MainActor
@Suite("Account presenter")
struct AccountPresenterTests {
    let service = ScriptedAccountService()
    let output = AccountOutputRecorder()
    let transitioner = RecordingTransitioner<String>(root: "account")
    let octocat = ScriptedAccountService.octocat

    final class Events {
        var signedIn: [Account] = []
        var signedOut = 0
    }

    func makePresenter(events: Events = Events(), closesAfterSignIn: Bool = false) -> AccountPresenter {
        let dependencies = AccountDependencies(
            signIn: service.signIn,
            signOut: service.signOut,
            showAccount: service.showAccount,
            onSignedIn: { events.signedIn.append($0) },
            onSignedOut: { events.signedOut += 1 },
            closesAfterSignIn: closesAfterSignIn
        )
        return AccountPresenter(output: output, router: makeRouter(transitioner), dependencies: dependencies)
    }

    func signedOutPresenter(events: Events = Events(), closesAfterSignIn: Bool = false) async -> AccountPresenter {
        let presenter = makePresenter(events: events, closesAfterSignIn: closesAfterSignIn)
        presenter.viewWillAppear()
        await service.sessions.respond(.success(nil))
        await presenter.lastOperation?.value
        output.clear()
        return presenter
    }

    @Test("it reads the stored session: the account if someone is signed in, the form otherwise")
    func readsSession() async {
        let presenter = makePresenter()
        #expect(output.calls == [.loading])
        presenter.viewWillAppear()
        await service.sessions.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(output.calls == [.loading, .account(AccountSummary(octocat))])
        #expect(presenter.phase == .signedIn(octocat))
        presenter.viewWillAppear()
        await service.sessions.respond(.success(nil))
        await presenter.lastOperation?.value
        #expect(output.calls.last == .signInForm, "a sign-out made elsewhere shows on return")
    }

    @Test("signing in checks the token, shows progress, then the account, and tells the app")
    func signIn() async {
        let events = Events()
        let presenter = await signedOutPresenter(events: events)
        presenter.didSubmitToken("ghp_secret")
        presenter.didSubmitToken("ignored while signing in")
        #expect(output.calls == [.signingIn])
        await service.signIns.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(output.calls == [.signingIn, .account(AccountSummary(octocat))])
        #expect(service.submittedTokens == ["ghp_secret"])
        #expect(events.signedIn == [octocat])
        #expect(transitioner.transitions.isEmpty, "in a tab, the screen stays")
    }

    @Test("presented to sign in, the screen closes itself once signed in")
    func closesAfterSignIn() async {
        let presenter = await signedOutPresenter(closesAfterSignIn: true)
        presenter.didSubmitToken("ghp_secret")
        await service.signIns.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(transitioner.transitions == [.dismiss(animated: true)])
    }

    @Test("presented to sign in, cancelling closes the screen, and stops a sign-in in flight")
    func cancelClosesSignIn() async {
        let events = Events()
        let presenter = await signedOutPresenter(events: events, closesAfterSignIn: true)
        presenter.didSubmitToken("ghp_secret")
        presenter.didCancelSignIn()
        #expect(transitioner.transitions == [.dismiss(animated: true)])
        await service.signIns.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(transitioner.transitions == [.dismiss(animated: true)], "closed once")
    }

    @Test("in the Account tab, there is nothing to cancel: the screen stays")
    func cancelInTabDoesNothing() async {
        let presenter = await signedOutPresenter()
        presenter.didCancelSignIn()
        #expect(transitioner.transitions.isEmpty)
    }

    @Test("a refused token brings the form back with an alert that offers to clear it")
    func refusedToken() async {
        let presenter = await signedOutPresenter()
        presenter.didSubmitToken("ghp_wrong")
        await service.signIns.respond(.failure(.unauthorized))
        await presenter.lastOperation?.value
        #expect(output.calls == [.signingIn, .signInForm, .signInError(AlertStrategy(signInFailure: .unauthorized))])
        presenter.didChooseSignInErrorAction(.clearToken)
        #expect(output.calls.last == .clearToken)
    }

    @Test("a malformed token is explained", arguments: [AccessTokenError.empty, .containsWhitespace])
    func malformedToken(error: AccessTokenError) async {
        let presenter = await signedOutPresenter()
        presenter.didSubmitToken("bad token")
        await service.signIns.respond(.failure(.invalidToken(error)))
        await presenter.lastOperation?.value
        guard case let .signInError(strategy) = output.calls.last else {
            Issue.record("No alert: \(output.calls)")
            return
        }
        #expect(strategy.message == error.description)
        #expect(strategy.actions == [.clearToken, .cancel])
    }

    @Test("offline, Retry checks the same token again")
    func offlineRetry() async {
        let presenter = await signedOutPresenter()
        presenter.didSubmitToken("ghp_secret")
        await service.signIns.respond(.failure(.offline))
        await presenter.lastOperation?.value
        #expect(output.calls.last == .signInError(AlertStrategy(signInFailure: .offline)))
        presenter.didChooseSignInErrorAction(.retry)
        await service.signIns.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(service.submittedTokens == ["ghp_secret", "ghp_secret"])
        #expect(presenter.phase == .signedIn(octocat))
        presenter.didChooseSignInErrorAction(.retry)
        #expect(service.submittedTokens.count == 2, "an answered alert cannot retry twice")
    }

    @Test("signing out shows progress, then the form, and tells the app")
    func signOut() async {
        let events = Events()
        let presenter = makePresenter(events: events)
        presenter.viewWillAppear()
        await service.sessions.respond(.success(octocat))
        await presenter.lastOperation?.value
        output.clear()
        presenter.didRequestSignOut()
        #expect(output.calls == [.signingOut])
        await service.signOuts.respond(.success(true))
        await presenter.lastOperation?.value
        #expect(output.calls == [.signingOut, .signInForm])
        #expect(events.signedOut == 1)
        presenter.didRequestSignOut()
        #expect(output.calls.count == 2, "signing out while signed out does nothing")
    }

    @Test("a failed sign-out keeps the account and offers Retry")
    func signOutFailure() async {
        let presenter = makePresenter()
        presenter.viewWillAppear()
        await service.sessions.respond(.success(octocat))
        await presenter.lastOperation?.value
        output.clear()
        presenter.didRequestSignOut()
        await service.signOuts.respond(.failure(.storage(detail: "disk full")))
        await presenter.lastOperation?.value
        #expect(output.calls == [
            .signingOut, .account(AccountSummary(octocat)),
            .signOutError(AlertStrategy(signOutFailure: .storage(detail: "disk full"))),
        ])
        presenter.didChooseSignOutErrorAction(.retry)
        #expect(output.calls.last == .signingOut)
        await service.signOuts.respond(.success(true))
        await presenter.lastOperation?.value
        #expect(presenter.phase == .signedOut)
    }

    @Test("an unreadable session shows the form and an alert whose Retry reads it again")
    func unreadableSession() async {
        let presenter = makePresenter()
        presenter.viewWillAppear()
        await service.sessions.respond(.failure(.storage(detail: "corrupt file")))
        await presenter.lastOperation?.value
        #expect(output.calls == [
            .loading, .signInForm, .loadAccountError(AlertStrategy(loadAccountFailure: .storage(detail: "corrupt file"))),
        ])
        presenter.didChooseLoadAccountErrorAction(.retry)
        await service.sessions.respond(.success(octocat))
        await presenter.lastOperation?.value
        #expect(presenter.phase == .signedIn(octocat))
    }

    @Test("r on the signed-in account opens the user's repositories; signed out, or in an app without that screen, it does nothing")
    func userRepositories() async {
        let screens = BrowserScreens<String>(repositoryDetail: { "detail:\($0.fullName)" }, userRepositories: { "user-repositories" })
        let dependencies = service.dependencies
        let presenter = AccountPresenter(output: output, router: BrowserRouter(transitioner: transitioner, screens: screens), dependencies: dependencies)
        presenter.viewWillAppear()
        await service.sessions.respond(.success(nil))
        await presenter.lastOperation?.value
        presenter.didRequestUserRepositories()
        #expect(transitioner.stack == ["account"], "not signed in: nothing to list")

        let signedIn = AccountPresenter(output: output, router: BrowserRouter(transitioner: transitioner, screens: screens), dependencies: dependencies)
        signedIn.viewWillAppear()
        await service.sessions.respond(.success(octocat))
        await signedIn.lastOperation?.value
        signedIn.didRequestUserRepositories()
        #expect(transitioner.stack == ["account", "user-repositories"])

        let withoutScreen = await signedInPresenterWithoutUserRepositories()
        withoutScreen.didRequestUserRepositories()
        #expect(transitioner.stack == ["account", "user-repositories"], "no such screen: nothing happens")
    }

    private func signedInPresenterWithoutUserRepositories() async -> AccountPresenter {
        let presenter = makePresenter()
        presenter.viewWillAppear()
        await service.sessions.respond(.success(octocat))
        await presenter.lastOperation?.value
        return presenter
    }

    @Test("an app that measures its launches has the counts shown each time the screen appears; one that does not shows none")
    func launchPaths() async {
        let recorder = LaunchPathRecorder(counts: [.normal: 2])
        var dependencies = service.dependencies
        dependencies.launchPaths = recorder
        let presenter = AccountPresenter(output: output, router: makeRouter(transitioner), dependencies: dependencies)
        presenter.viewWillAppear()
        #expect(output.calls.contains(.launchPaths(LaunchPathsSummary([.normal: 2]))))
        recorder.record(kind: .shortcut)
        output.clear()
        presenter.viewWillAppear()
        #expect(output.calls.first == .launchPaths(LaunchPathsSummary([.normal: 2, .shortcut: 1])))
        await service.sessions.respond(.success(nil))
        await service.sessions.respond(.success(nil))
        await presenter.lastOperation?.value

        let unmeasured = makePresenter()
        output.clear()
        unmeasured.viewWillAppear()
        await service.sessions.respond(.success(nil))
        await unmeasured.lastOperation?.value
        #expect(!output.calls.contains { if case .launchPaths = $0 { true } else { false } })
    }
}
