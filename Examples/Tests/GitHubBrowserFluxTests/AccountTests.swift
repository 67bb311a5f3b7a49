import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataFlux
import Testing

/// The account feature's parts over a scripted account service, and the sign-out that travels to
/// the other features' stores.
@MainActor
@Suite("Flux app: the account feature")
struct AccountTests {
    private func container(_ service: ScriptedAccountService, sessionChanges: SessionChanges = SessionChanges()) -> AccountContainer {
        AccountContainer(
            session: SessionUseCases(signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount),
            sessionChanges: sessionChanges
        )
    }

    @Test("reading the session, then a sign-in: each step dispatched; the token is in no action")
    func signIn() async throws {
        let service = ScriptedAccountService()
        await service.sessions.respond(.success(nil))
        await service.signIns.respond(.success(ScriptedAccountService.octocat))
        let account = container(service)
        let actions = DispatchedActions(account.dispatcher)
        await account.actionCreator.readSession()?.value
        await account.actionCreator.signIn(token: "ghp_secret0123456789")?.value
        #expect(actions.all == [.sessionRead(nil), .signInStarted, .signedIn(ScriptedAccountService.octocat)])
        #expect(!String(describing: actions.all).contains("ghp_secret"))
        #expect(service.submittedTokens == ["ghp_secret0123456789"])
        #expect(account.store.state.phase == .signedIn(ScriptedAccountService.octocat))
    }

    @Test("closing the sheet abandons the sign-in: the form comes back, no alert, the late answer is dropped")
    func cancelSignIn() async throws {
        let service = ScriptedAccountService()
        await service.sessions.respond(.success(nil))
        let account = container(service)
        await account.actionCreator.readSession()?.value
        let signIn = account.actionCreator.signIn(token: "ghp_secret0123456789")
        #expect(account.store.state.phase == .signingIn)
        account.actionCreator.cancelSignIn()
        #expect(account.store.state.phase == .signedOut)
        await service.signIns.respond(.success(ScriptedAccountService.octocat))
        await signIn?.value
        #expect(account.store.state.phase == .signedOut)
        #expect(account.store.state.failure.value == nil)
    }

    @Test("signing in with GitHub: started, the code (not the device code), signed in; Cancel stops the wait without an alert")
    func deviceSignIn() async throws {
        let service = ScriptedAccountService()
        let device = ScriptedDeviceSignIn()
        await service.sessions.respond(.success(nil))
        let account = AccountContainer(
            session: SessionUseCases(signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount, signInWithDevice: device),
            sessionChanges: SessionChanges()
        )
        let actions = DispatchedActions(account.dispatcher)
        await account.actionCreator.readSession()?.value
        #expect(account.actionCreator.offersDeviceSignIn)
        let prompt = DeviceSignInPrompt(ScriptedDeviceSignIn.authorization)

        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        let first = account.actionCreator.signInWithDevice()
        #expect(account.actionCreator.signInWithDevice() == nil, "one sign-in at a time")
        #expect(await eventually { device.isWaiting })
        #expect(account.store.state.phase == .signingInWithDevice(prompt))
        account.actionCreator.cancelDeviceSignIn()
        await first?.value
        #expect(device.cancellations == 1)
        #expect(account.store.state.phase == .signedOut)
        #expect(account.store.state.failure.value == nil)

        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        let second = account.actionCreator.signInWithDevice()
        #expect(await eventually { device.isWaiting })
        device.respond(.success(ScriptedAccountService.octocat))
        await second?.value
        #expect(actions.all == [
            .sessionRead(nil), .deviceSignInStarted, .deviceCodeReceived(prompt), .deviceSignInFailed(.cancelled),
            .deviceSignInStarted, .deviceCodeReceived(prompt), .signedIn(ScriptedAccountService.octocat),
        ])
        #expect(!String(describing: actions.all).contains("3584d835"), "the device code is in no action")
    }

    @Test("without a client ID there is no device sign-in")
    func noDeviceSignIn() async {
        let service = ScriptedAccountService()
        await service.sessions.respond(.success(nil))
        let account = container(service)
        await account.actionCreator.readSession()?.value
        #expect(!account.actionCreator.offersDeviceSignIn)
        #expect(account.actionCreator.signInWithDevice() == nil)
        #expect(account.store.state.phase == .signedOut)
    }

    @Test("a sign-out reaches the other features: Search goes back to the prompt, the favourites stay")
    func signOutResetsOtherFeatures() async throws {
        let service = ScriptedAccountService()
        await service.sessions.respond(.success(ScriptedAccountService.octocat))
        await service.signOuts.respond(.success(true))
        let search = ScriptedSearch()
        await search.firstPages.respond(.success(try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)))
        let sessionChanges = SessionChanges()
        let app = FluxBrowser(environment: FeatureFixtures.environment(search: search), sessionChanges: sessionChanges)
        let account = container(service, sessionChanges: sessionChanges)
        let favourite = FeatureFixtures.repositories(1)[0]
        try app.favourites.dispatcher.dispatch(.changed([favourite]))
        await app.search.actionCreator.submitQuery("swift")?.value
        await account.actionCreator.readSession()?.value
        let actions = DispatchedActions(account.dispatcher)
        await account.actionCreator.signOut()?.value
        #expect(actions.all == [.signOutStarted, .signedOut])
        #expect(account.store.state.phase == .signedOut)
        #expect(app.search.store.state == SearchState())
        #expect(app.favourites.store.state.repositories == [favourite])
    }
}
