import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataRedux
import Testing

/// The reducers alone (the book's ch.15, "reducer-only" tests): pure functions of a state and an
/// action, checked without a store, a thunk or a clock.
@Suite("Redux app: the reducers alone")
struct ReducerTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func reduced(_ actions: BrowserAction...) -> BrowserState {
        reduced(from: BrowserState(), actions)
    }

    private func reduced(from state: BrowserState, _ actions: BrowserAction...) -> BrowserState {
        reduced(from: state, actions)
    }

    private func reduced(from state: BrowserState, _ actions: [BrowserAction]) -> BrowserState {
        var state = state
        for action in actions { BrowserReducer.reducer(&state, action) }
        return state
    }

    @Test("a search goes idle → loading (initial) → loaded; searching again is a refresh that keeps the rows")
    func searchRequestMachine() throws {
        let first = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        var state = reduced(.search(.queryChanged("swift")), .search(.searchStarted("swift")))
        #expect(state.search.request == .loading(.initial, previous: nil))
        #expect(state.search.status(now: now, timeZone: .gmt) == SearchStatus(SearchStatusText.searching("swift")))

        state = reduced(from: state, .search(.searchFinished(first)))
        #expect(state.search.request == .loaded(first))
        #expect(state.search.status(now: now, timeZone: .gmt) == SearchStatus(SearchStatusText.summary(of: first)))

        state = reduced(from: state, .search(.searchStarted("swift")))
        #expect(state.search.request == .loading(.refresh, previous: first))
        #expect(state.search.rows(favourites: []).count == 2, "the rows stay while it reloads")
    }

    @Test("a failure keeps the rows and fires one alert that says what Retry repeats; a cancellation fires none")
    func searchFailures() throws {
        let first = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        var state = reduced(.search(.searchStarted("swift")), .search(.searchFinished(first)), .search(.searchStarted("swift")))
        state = reduced(from: state, .search(.searchFailed(.offline, text: "swift")))
        #expect(state.search.request == .failed(.offline, previous: first))
        #expect(state.search.failure.value == SearchFailure(error: .offline, fetch: .search("swift")))
        let generation = state.search.failure.generation

        state = reduced(from: state, .search(.searchStarted("swift")), .search(.searchFailed(.cancelled, text: "swift")))
        #expect(state.search.request == .loaded(first), "a cancelled refresh goes back to what was shown")
        #expect(state.search.failure.generation == generation, "no alert for a cancellation")

        state = reduced(.search(.searchStarted("a")), .search(.searchFailed(.invalidQuery(.tooLong(length: 300, maximum: 256)), text: "a")))
        #expect(state.search.request == .idle)
        #expect(state.search.status(now: now, timeZone: .gmt) == SearchStatus(SearchQueryError.tooLong(length: 300, maximum: 256).description))
        #expect(state.search.failure.value == nil, "an invalid query is explained in the status line, not an alert")
    }

    @Test("the next page starts once, only when there is more and nothing loads, and an answer after a new search is dropped")
    func loadMore() throws {
        let page = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 3)
        let all = try FeatureFixtures.results("swift", FeatureFixtures.repositories(3), total: 3)
        var state = reduced(.search(.searchStarted("swift")), .search(.searchFinished(page)), .search(.loadMoreStarted))
        #expect(state.search.isLoadingMore)
        #expect(state.search.status(now: now, timeZone: .gmt) == SearchStatus(SearchStatusText.loadingMore))
        #expect(!state.search.canLoadMore, "not while a page loads")

        state = reduced(from: state, .search(.loadMoreFinished(all)))
        #expect(state.search.results == all && !state.search.isLoadingMore)
        state = reduced(from: state, .search(.loadMoreStarted))
        #expect(!state.search.isLoadingMore, "nothing more to load")

        state = reduced(from: state, .search(.searchStarted("swift")), .search(.loadMoreFinished(page)))
        #expect(state.search.request == .loading(.refresh, previous: all), "a page that arrives after a new search started is dropped")
    }

    @Test("a blank query brings the prompt back, whatever was shown")
    func blankQuery() throws {
        let found = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        let state = reduced(.search(.searchStarted("swift")), .search(.searchFinished(found)), .search(.queryChanged("  ")))
        #expect(state.search.request == .idle && state.search.results == nil)
        #expect(state.search.status(now: now, timeZone: .gmt) == SearchStatus(SearchStatusText.prompt))
    }

    @Test("routing is state: a pushed detail has state exactly while it is on a stack")
    func navigationAndDetails() {
        let swift = RepositoryID(owner: "apple", name: "swift")
        var state = reduced(.navigation(.push(.repository(swift), on: .search)))
        #expect(state.navigation.stack(of: .search) == [.repository(swift)])
        #expect(state.details[swift] == RepositoryDetailState())

        state = reduced(from: state, .navigation(.push(.repository(swift), on: .favourites)), .navigation(.pop(.search)))
        #expect(state.navigation.stack(of: .search).isEmpty)
        #expect(state.details[swift] != nil, "still shown on the Favourites tab")

        state = reduced(from: state, .navigation(.popToRoot(.favourites)), .detail(swift, .loadStarted))
        #expect(state.details.isEmpty, "closed everywhere: its state is gone, and a late action changes nothing")
        #expect(reduced(from: state, .navigation(.pop(.search))) == state, "back on a root screen does nothing")
    }

    @Test("a detail loads, fails with an alert, and is retried")
    func detail() {
        let swift = RepositoryID(owner: "apple", name: "swift")
        let content = RepositoryDetail(repository: Repository(id: swift, summary: "The Swift language"), isFavourite: false)
        var state = reduced(.navigation(.push(.repository(swift), on: .search)), .detail(swift, .loadStarted), .detail(swift, .failed(.timedOut)))
        #expect(state.details[swift]?.request == .failed(.timedOut, previous: nil))
        #expect(state.details[swift]?.failure.value == .timedOut)
        state = reduced(from: state, .detail(swift, .loadStarted), .detail(swift, .loaded(content)))
        #expect(state.details[swift]?.request == .loaded(content))
    }

    @Test("a README loads after its detail; its failure waits in its section with no alert, and Retry loads it")
    func readme() {
        let swift = RepositoryID(owner: "apple", name: "swift")
        let readme = Readme("# Swift")
        var state = reduced(.navigation(.push(.repository(swift), on: .search)), .detail(swift, .readmeStarted))
        #expect(state.details[swift]?.readme == .loading(.initial, previous: nil))
        state = reduced(from: state, .detail(swift, .readmeFailed(.serviceUnavailable(retryAfter: nil))))
        #expect(state.details[swift]?.readme == .failed(.serviceUnavailable(retryAfter: nil), previous: nil))
        #expect(state.details[swift]?.failure.value == nil, "no alert: the section says it")
        state = reduced(from: state, .detail(swift, .readmeStarted), .detail(swift, .readmeLoaded(readme)))
        #expect(state.details[swift]?.readme == .loaded(readme))
        #expect(reduced(from: state, .detail(swift, .readmeLoaded(nil))) == state, "a late answer changes nothing")
        state = reduced(from: state, .detail(swift, .readmeStarted), .detail(swift, .readmeFailed(.cancelled)))
        #expect(state.details[swift]?.readme == .idle)
    }

    @Test("a sign-out resets the state in the reducer: search, lists and pushed screens go, favourites and the tab stay")
    func signOutReset() throws {
        let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)
        let found = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        let favourite = FeatureFixtures.repositories(1)
        let swift = RepositoryID(owner: "apple", name: "swift")
        let state = reduced(
            .account(.sessionRead(nil)), .account(.signInStarted), .account(.signedIn(octocat)),
            .search(.queryChanged("swift")), .search(.searchStarted("swift")), .search(.searchFinished(found)),
            .favourites(.changed(favourite)),
            .navigation(.selectTab(.account)), .navigation(.push(.userRepositories, on: .account)),
            .navigation(.push(.repository(swift), on: .search)),
            .userRepositories(.loadStarted(.initial)),
            .signedOut
        )
        var expected = BrowserState()
        expected.favourites.repositories = favourite
        expected.favourites.isLoaded = true
        expected.navigation.selectedTab = .account
        expected.account.phase = .signedOut
        #expect(state == expected)
    }

    @Test("signing in and out: each phase in turn, a failure fires once and keeps what was true")
    func account() {
        let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)
        var state = reduced(.navigation(.presentSignIn), .account(.sessionRead(nil)), .account(.signInStarted))
        #expect(state.account.phase == .signingIn)
        state = reduced(from: state, .account(.signInFailed(.unauthorized)))
        #expect(state.account.phase == .signedOut && state.account.failure.value == .signIn(.unauthorized))
        #expect(state.navigation.isSignInPresented, "the sheet stays up after a failed sign-in")
        #expect(reduced(from: state, .account(.signInStarted), .navigation(.dismissSignIn)).account.phase == .signedOut, "closing the sheet abandons the sign-in")

        state = reduced(from: state, .account(.signInStarted), .account(.signedIn(octocat)))
        #expect(state.account.phase == .signedIn(octocat) && state.account.account == octocat)
        #expect(!state.navigation.isSignInPresented, "a sign-in closes the sheet")

        state = reduced(from: state, .account(.signOutStarted), .account(.signOutFailed(.storage(detail: "disk full"))))
        #expect(state.account.phase == .signedIn(octocat), "a failed sign-out keeps the session")
        #expect(reduced(from: state, .account(.signedIn(octocat))) == state, "a sign-in answer while not signing in is dropped")
    }

    @Test("signing in with GitHub: asking for a code, the code, then the account; a failure fires once, a cancellation none; closing the sheet abandons it")
    func deviceSignIn() {
        let octocat = Account(login: "octocat", name: "The Octocat", publicRepositoryCount: 8)
        let prompt = DeviceSignInPrompt(ScriptedDeviceSignIn.authorization)
        var state = reduced(.navigation(.presentSignIn), .account(.sessionRead(nil)), .account(.deviceSignInStarted))
        #expect(state.account.phase == .signingInWithDevice(nil))
        #expect(reduced(from: state, .account(.signInStarted)) == state, "no token sign-in meanwhile")
        state = reduced(from: state, .account(.deviceCodeReceived(prompt)))
        #expect(state.account.phase == .signingInWithDevice(prompt))
        #expect(reduced(from: state, .account(.deviceCodeReceived(prompt))) == state, "a second code is dropped")
        let expired = reduced(from: state, .account(.deviceSignInFailed(.signInExpired)))
        #expect(expired.account.phase == .signedOut && expired.account.failure.value == .deviceSignIn(.signInExpired))
        let cancelled = reduced(from: state, .account(.deviceSignInFailed(.cancelled)))
        #expect(cancelled.account.phase == .signedOut && cancelled.account.failure.value == nil)
        #expect(reduced(from: state, .navigation(.dismissSignIn)).account.phase == .signedOut, "closing the sheet abandons it")
        state = reduced(from: state, .account(.signedIn(octocat)))
        #expect(state.account.phase == .signedIn(octocat))
        #expect(!state.navigation.isSignInPresented, "a sign-in closes the sheet")
    }
}
