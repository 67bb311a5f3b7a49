import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataRedux
import StrataTesting
import Testing

/// The store's entry points with their effects mocked (the book's ch.15, "transition" tests): what
/// the views call, and the state it leads to.
@MainActor
@Suite("Redux app: the store's entry points")
struct BrowserStoreTests {
    @Test("signing in with GitHub: the code, then the account; Cancel stops the wait; closing the sheet too; a failure is reported")
    func deviceSignIn() async throws {
        let service = ScriptedAccountService()
        let device = ScriptedDeviceSignIn()
        var environment = FeatureFixtures.environment(search: ScriptedSearch())
        environment.session = SessionUseCases(signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount, signInWithDevice: device)
        var reports: [FailureReport] = []
        let browser = BrowserStore(environment: environment, reportFailure: { reports.append($0) })
        await service.sessions.respond(.success(nil))
        browser.readSession()
        #expect(await eventually { browser.state.account.phase == .signedOut })
        #expect(browser.offersDeviceSignIn)
        let prompt = DeviceSignInPrompt(ScriptedDeviceSignIn.authorization)

        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        browser.signInWithDevice()
        #expect(await eventually { device.isWaiting })
        #expect(browser.state.account.phase == .signingInWithDevice(prompt))
        browser.cancelDeviceSignIn()
        #expect(await eventually { device.cancellations == 1 })
        #expect(browser.state.account.phase == .signedOut && browser.state.account.failure.value == nil)

        browser.presentSignIn()
        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        browser.signInWithDevice()
        #expect(await eventually { device.isWaiting })
        browser.dismissSignIn()
        #expect(await eventually { device.cancellations == 2 })
        #expect(browser.state.account.phase == .signedOut)

        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        browser.signInWithDevice()
        #expect(await eventually { device.isWaiting })
        device.respond(.failure(.signInDenied))
        #expect(await eventually { browser.state.account.failure.value == .deviceSignIn(.signInDenied) })
        #expect(reports.count == 1)

        await device.starts.respond(.success(ScriptedDeviceSignIn.authorization))
        browser.signInWithDevice()
        #expect(await eventually { device.isWaiting })
        device.respond(.success(ScriptedAccountService.octocat))
        #expect(await eventually { browser.state.account.phase == .signedIn(ScriptedAccountService.octocat) })
    }

    @Test("a burst of keys is one search, of the last query")
    func burstIsOneSearch() async throws {
        let search = ScriptedSearch()
        let found = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        await search.firstPages.respond(.success(found))
        let browser = BrowserStore(environment: FeatureFixtures.environment(search: search))
        for text in ["s", "sw", "swi", "swift"] { browser.changeQuery(text) }
        #expect(await eventually { browser.state.search.results == found })
        #expect(search.searchedTexts == ["swift"])
        #expect(browser.state.search.query == "swift")
    }

    @Test("the highlight on the last row asks for the next page once, however often it gets there")
    func highlightLoadsMoreOnce() async throws {
        let search = ScriptedSearch()
        let first = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 4)
        await search.firstPages.respond(.success(first))
        let browser = BrowserStore(environment: FeatureFixtures.environment(search: search))
        browser.submitQuery("swift")
        #expect(await eventually { browser.state.search.results == first })

        browser.highlightSearchRow(0)
        #expect(!browser.state.search.isLoadingMore, "not the last row")
        browser.highlightSearchRow(1)
        browser.highlightSearchRow(0)
        browser.highlightSearchRow(1)
        #expect(browser.state.search.isLoadingMore)
        #expect(await callCount(of: search.nextPages, reaches: 1))

        let all = try FeatureFixtures.results("swift", FeatureFixtures.repositories(4), total: 4)
        await search.nextPages.respond(.success(all))
        #expect(await eventually { browser.state.search.results == all })
        #expect(await search.nextPages.callCount == 1)
    }

    /// Waits (polling, up to 30 seconds) until `responses` was asked `count` times.
    private func callCount<Value>(of responses: ScriptedResponses<Value>, reaches count: Int) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while ContinuousClock.now < deadline {
            if await responses.callCount >= count { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return await responses.callCount >= count
    }

    @Test("opening a repository pushes its detail and loads it; back closes it and drops its state")
    func openAndBack() async throws {
        let catalog = InMemoryCatalog()
        let id = try #require(SampleRepositories.all.first?.id)
        let browser = BrowserStore(environment: FeatureFixtures.environment(catalog: catalog))
        browser.openRepository(id, on: .search)
        #expect(browser.state.navigation.stack(of: .search) == [.repository(id)])
        #expect(await eventually { browser.state.details[id]?.request.value?.repository.id == id })
        browser.back(on: .search)
        #expect(browser.state.details.isEmpty)
    }

    @Test("becoming active again reloads the list on screen once it is older than a minute: the Public tab, or your repositories on top; not a detail, another tab, under the sign-in sheet, or the Public tab over the offline catalog")
    func reloadWhenActive() async throws {
        let clock = ManualClock()
        let publicList = InMemoryPublicCatalog(FeatureFixtures.repositories(2))
        let yours = InMemoryUserRepositories(FeatureFixtures.repositories(1))
        var environment = FeatureFixtures.environment()
        environment.now = { clock.now }
        environment.publicRepositories = ListPublicRepositories(catalog: publicList)
        environment.userRepositories = ListUserRepositories(source: yours)
        let browser = BrowserStore(environment: environment)
        browser.store.dispatch(.navigation(.selectTab(.publicRepositories)))
        browser.listWillAppear(.publicRepositories)
        #expect(await eventually { browser.state.publicRepositories.request.value != nil })

        clock.advance(by: 60)
        browser.didBecomeActive()
        await Task.settle()
        #expect(publicList.firstPageRequestCount == 1)
        clock.advance(by: 1)
        browser.didBecomeActive()
        #expect(await eventually { publicList.firstPageRequestCount == 2 && !browser.state.publicRepositories.request.isLoading })

        clock.advance(by: 120)
        for elsewhere: BrowserAction in [.navigation(.selectTab(.search)), .navigation(.presentSignIn), .navigation(.push(.repository(FeatureFixtures.repositories(1)[0].id), on: .publicRepositories))] {
            var state = browser.state
            BrowserReducer.reducer.reduce(&state, elsewhere)
            #expect(state.navigation.visibleList == nil, "\(elsewhere)")
        }
        var yoursOnTop = browser.state
        BrowserReducer.reducer.reduce(&yoursOnTop, .navigation(.push(.userRepositories, on: .account)))
        BrowserReducer.reducer.reduce(&yoursOnTop, .navigation(.selectTab(.account)))
        #expect(yoursOnTop.navigation.visibleList == .userRepositories)
        browser.store.dispatch(.navigation(.selectTab(.search)))
        browser.didBecomeActive()
        await Task.settle()
        #expect(publicList.firstPageRequestCount == 2)
        browser.store.dispatch(.navigation(.selectTab(.publicRepositories)))

        var offline = environment
        offline.builtInCatalog = BuiltInCatalog(source: "seed", licence: "CC0", date: "2025-01-01", repositoryCount: 2)
        let offlineBrowser = BrowserStore(environment: offline, state: browser.state)
        offlineBrowser.didBecomeActive()
        await Task.settle()
        #expect(publicList.firstPageRequestCount == 2, "the offline catalog never changes")
        browser.didBecomeActive()
        #expect(await eventually { publicList.firstPageRequestCount == 3 }, "the same state over a live source reloads")
    }
}
