import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataCore
import StrataRedux
import Testing

/// The cross-cutting error handling (the book's §15.3): a failure reaches the user through the
/// failure middleware and nowhere else, and the middleware reports every feature's failure once.
@MainActor
@Suite("Redux app: the failure middleware")
struct FailureMiddlewareTests {
    @Test("a failed search reaches the state — its request and its alert — only through the failure middleware")
    func failureReachesTheUserOnlyThroughTheMiddleware() async {
        for withMiddleware in [false, true] {
            let search = ScriptedSearch()
            await search.firstPages.respond(.failure(.offline))
            let store = Store(
                initialState: BrowserState(), reducer: BrowserReducer.reducer,
                middleware: withMiddleware ? [FailureMiddleware.middleware()] : []
            )
            await store.dispatch(BrowserThunks.search("nio", after: .zero, in: FeatureFixtures.environment(search: search))).value

            var alerts = OneShotReceiver<SearchFailure>()
            if withMiddleware {
                #expect(store.state.search.request == .failed(.offline, previous: nil))
                #expect(alerts.take(store.state.search.failure) == SearchFailure(error: .offline, fetch: .search("nio")))
            } else {
                // The wrapped failure is ignored by the reducer: the search still looks under way.
                #expect(store.state.search.request == .loading(.initial, previous: nil))
                #expect(alerts.take(store.state.search.failure) == nil)
            }
        }
    }

    @Test("the thunks dispatch every failure wrapped, and the middleware after the failure middleware see it unwrapped")
    func thunksDispatchFailuresWrapped() async {
        let search = ScriptedSearch()
        await search.firstPages.respond(.failure(.offline))
        var beforeUnwrapping: [BrowserAction] = []
        var afterUnwrapping: [BrowserAction] = []
        let store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
            Middleware { _, action, next in beforeUnwrapping.append(action); next(action) },
            FailureMiddleware.middleware(),
            Middleware { _, action, next in afterUnwrapping.append(action); next(action) },
        ])
        let id = RepositoryID(owner: "nobody", name: "nothing")
        let environment = FeatureFixtures.environment(search: search)
        await store.dispatch(BrowserThunks.search("nio", after: .zero, in: environment)).value
        store.dispatch(.navigation(.push(.repository(id), on: .search)))
        await store.dispatch(BrowserThunks.loadDetail(id, in: environment)).value

        let failures = beforeUnwrapping.filter { $0.failure != nil }
        #expect(failures == [.failed(.search(.searchFailed(.offline, text: "nio"))), .failed(.detail(id, .failed(.notFound)))])
        #expect(afterUnwrapping.contains(.search(.searchFailed(.offline, text: "nio"))))
        #expect(afterUnwrapping.contains(.detail(id, .failed(.notFound))))
        #expect(!afterUnwrapping.contains { if case .failed = $0 { true } else { false } })
        // The lists' thunks dispatch through the same wrapping.
        #expect(RepositoryList.publicRepositories.reportedAction.embed(.loadFailed(.timedOut)) == .failed(.publicRepositories(.loadFailed(.timedOut))))
        #expect(RepositoryList.userRepositories.reportedAction.embed(.loadStarted(.initial)) == .userRepositories(.loadStarted(.initial)))
    }

    @Test("§15.3: GitHub refusing the signed-in user's token signs the user out, whichever request it refused; another failure, or a refused sign-in, does not")
    func refusedSessionSignsOut() async throws {
        let accounts = InMemoryAccounts()
        let search = ScriptedSearch()
        var signOutsStarted = 0
        let browser = BrowserStore(
            environment: FeatureFixtures.environment(search: search, session: accounts.session),
            middleware: [Middleware { _, action, next in
                if action == .account(.signOutStarted) { signOutsStarted += 1 }
                next(action)
            }]
        )
        // What the Search screen would show: each failure of the search, once.
        var searchFailures: [AppError] = []
        var alerts = OneShotReceiver<SearchFailure>()
        let subscriptions = SubscriptionBag()
        browser.store.subscribe(select: \.search.failure) { failure in
            if let shown = alerts.take(failure) { searchFailures.append(shown.error) }
        }.store(in: subscriptions)
        browser.readSession()
        #expect(await eventually { browser.state.account.phase == .signedOut })
        browser.signIn(token: "ghp_refused0123456789")
        #expect(await eventually { browser.state.account.failure.generation > 0 && browser.state.account.phase == .signedOut })
        #expect(signOutsStarted == 0, "a token being tried is not a session")

        browser.signIn(token: InMemoryAccounts.token)
        #expect(await eventually { browser.state.account.phase.isSignedIn })
        await search.firstPages.respond(.failure(.offline))
        await browser.store.dispatch(BrowserThunks.search("nio", after: .zero, in: browser.environment)).value
        #expect(browser.state.account.phase.isSignedIn, "another failure keeps the session")
        searchFailures.removeAll()

        await search.firstPages.respond(.failure(.unauthorized))
        await browser.store.dispatch(BrowserThunks.search("swift", after: .zero, in: browser.environment)).value
        #expect(await eventually { browser.state.account.phase == .signedOut })
        #expect(signOutsStarted == 1)
        #expect(try await accounts.session.showAccount() == nil, "the refused session is forgotten")
        #expect(searchFailures == [.unauthorized], "the search said why it failed, before the sign-out reset the state")
    }

    @Test("the app's store installs the failure middleware itself: a failure shows its alert with no middleware given")
    func browserStoreAlwaysHasTheMiddleware() async {
        let search = ScriptedSearch()
        await search.firstPages.respond(.failure(.server(status: 503)))
        var reports: [FailureReport] = []
        let browser = BrowserStore(environment: FeatureFixtures.environment(search: search), reportFailure: { reports.append($0) })
        await browser.store.dispatch(BrowserThunks.search("nio", after: .zero, in: browser.environment)).value
        var alerts = OneShotReceiver<SearchFailure>()
        #expect(alerts.take(browser.state.search.failure)?.error == .server(status: 503))
        #expect(reports == [FailureReport(feature: "search", error: .server(status: 503))])
    }

    @Test("every feature's failure is reported once, after the reducer ran; cancellations and other actions are not")
    func reportsFailures() {
        var reports: [FailureReport] = []
        var searchFailedWhenReported: Bool?
        var store: Store<BrowserState, BrowserAction>?
        store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [
            FailureMiddleware.middleware { report in
                reports.append(report)
                if report.feature == "search" { searchFailedWhenReported = store?.state.search.request.fullScreenFailure != nil }
            },
        ])
        let id = RepositoryID(owner: "apple", name: "swift")
        let repository = Repository(id: id, summary: "Swift", stars: 1)
        for action: BrowserAction in [
            .search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFailed(.offline, text: "swift")),
            .search(.loadMoreFailed(.cancelled)),
            .favourites(.saveFailed(repository, .storage(detail: "disk full"))),
            .detail(id, .failed(.notFound)),
            .publicRepositories(.loadFailed(.timedOut)), .userRepositories(.loadMoreFailed(.unauthorized)),
            .account(.signInFailed(.unauthorized)), .account(.signInFailed(.cancelled)),
            .navigation(.selectTab(.favourites)), .signedOut,
        ] {
            store?.dispatch(action.wrappingFailure)
        }
        #expect(reports == [
            FailureReport(feature: "search", error: .offline),
            FailureReport(feature: "favourites", error: .storage(detail: "disk full")),
            FailureReport(feature: "detail apple/swift", error: .notFound),
            FailureReport(feature: "public", error: .timedOut),
            FailureReport(feature: "your repositories", error: .unauthorized),
            FailureReport(feature: "account", error: .unauthorized),
        ])
        #expect(searchFailedWhenReported == true)
    }

    @Test("§15.3: GitHub unavailable (a 503) pushes its screen on the tab on screen, once; a README's or a sign-in's 503 is answered in place")
    func serviceUnavailablePushesItsScreen() {
        let store = Store(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        let id = RepositoryID(owner: "apple", name: "swift")
        let later = Date(timeIntervalSince1970: 1_800_000_600)
        store.dispatch(.navigation(.selectTab(.favourites)))
        store.dispatch(.navigation(.push(.repository(id), on: .favourites)))
        store.dispatch(BrowserAction.detail(id, .readmeFailed(.serviceUnavailable(retryAfter: later))).wrappingFailure)
        store.dispatch(BrowserAction.account(.signInFailed(.serviceUnavailable(retryAfter: nil))).wrappingFailure)
        #expect(store.state.navigation.stack(of: .favourites) == [.repository(id)], "answered in place: the README's section, the sign-in form")

        store.dispatch(BrowserAction.detail(id, .failed(.serviceUnavailable(retryAfter: later))).wrappingFailure)
        store.dispatch(BrowserAction.search(.searchFailed(.serviceUnavailable(retryAfter: nil), text: "nio")).wrappingFailure)
        #expect(store.state.navigation.stack(of: .favourites) == [.repository(id), .serviceUnavailable(retryAfter: later)], "one screen for one outage")
        #expect(store.state.navigation.stack(of: .search).isEmpty)

        store.dispatch(.navigation(.pop(.favourites)))
        #expect(store.state.navigation.stack(of: .favourites) == [.repository(id)])
    }

    @Test("a report is one line of plain text: escape sequences and line breaks from a server or a link are written as \\u{…}")
    func reportIsPrintable() {
        let report = FailureReport(feature: "detail evil\u{1B}[2J/name", error: .rejected(status: 403, detail: "line one\nline two\u{1B}[31m\u{202E}"))
        let text = report.description
        #expect(!text.unicodeScalars.contains { [.control, .format, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory) })
        #expect(text.hasPrefix("detail evil\\u{1B}[2J/name: "))
        #expect(text.contains("403"))
    }

    @Test("wrapping is idempotent and leaves actions without a failure alone")
    func wrapping() {
        let failed = BrowserAction.search(.searchFailed(.offline, text: "a"))
        #expect(failed.wrappingFailure == .failed(failed))
        #expect(failed.wrappingFailure.wrappingFailure == .failed(failed))
        #expect(BrowserAction.signedOut.wrappingFailure == .signedOut)
        #expect(BrowserAction.failed(failed).failure == .offline)
    }
}
