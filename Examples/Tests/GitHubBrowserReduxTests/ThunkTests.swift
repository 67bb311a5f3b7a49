import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataRedux
import StrataTesting
import Testing

/// The thunks with their async effects (the book's ch.15, "async" tests): each runs on a
/// `TestStore` over fake use cases, and every action it dispatches is asserted with the state it
/// leads to.
@MainActor
@Suite("Redux app: thunks with async effects")
struct ThunkTests {
    @Test("a search dispatches started, then found; with the highlight on the last row it goes on to the next page")
    func searchThenLoadMoreAtEnd() async throws {
        let search = ScriptedSearch()
        let environment = FeatureFixtures.environment(search: search)
        let first = try FeatureFixtures.results("swift", FeatureFixtures.repositories(1), total: 2)
        let all = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        await search.firstPages.respond(.success(first))
        await search.nextPages.respond(.success(all))
        let store = TestStore(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])

        store.send(BrowserThunks.search("swift", after: .milliseconds(250), in: environment))
        await store.receive(.search(.searchStarted("swift"))) {
            $0.search.searchedText = "swift"
            $0.search.request = .loading(.initial, previous: nil)
        }
        await store.receive(.search(.searchFinished(first))) { $0.search.request = .loaded(first) }
        await store.receive(.search(.loadMoreStarted)) { $0.search.isLoadingMore = true }
        await store.receive(.search(.loadMoreFinished(all))) {
            $0.search.isLoadingMore = false
            $0.search.request = .loaded(all)
        }
        await store.finish()
        #expect(search.searchedTexts == ["swift"])
    }

    @Test("a failed search dispatches the failure with the text Retry searches again")
    func searchFails() async throws {
        let search = ScriptedSearch()
        await search.firstPages.respond(.failure(.offline))
        let store = TestStore(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        store.send(BrowserThunks.search("nio", after: .zero, in: FeatureFixtures.environment(search: search)))
        await store.receive(.search(.searchStarted("nio"))) {
            $0.search.searchedText = "nio"
            $0.search.request = .loading(.initial, previous: nil)
        }
        await store.receive(.search(.searchFailed(.offline, text: "nio"))) {
            $0.search.request = .failed(.offline, previous: nil)
            $0.search.failure.fire(SearchFailure(error: .offline, fetch: .search("nio")))
        }
        await store.finish()
    }

    @Test("a detail's thunk loads its README after it; a failed README is dispatched for its section, and Retry loads it")
    func detailThenReadme() async throws {
        let nio = RepositoryID(owner: "apple", name: "swift-nio")
        let readmes = InMemoryReadmes()
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        var environment = FeatureFixtures.environment()
        environment.showReadme = ShowReadme(source: readmes)
        let detail = try await environment.showRepositoryDetail(owner: nio.owner, name: nio.name)
        var initial = BrowserState()
        BrowserReducer.reducer(&initial, .navigation(.push(.repository(nio), on: .search)))
        let store = TestStore(initialState: initial, reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        store.send(BrowserThunks.loadDetail(nio, in: environment))
        await store.receive(.detail(nio, .loadStarted)) { $0.details[nio]?.request = .loading(.initial, previous: nil) }
        await store.receive(.detail(nio, .loaded(detail))) { $0.details[nio]?.request = .loaded(detail) }
        await store.receive(.detail(nio, .readmeStarted)) { $0.details[nio]?.readme = .loading(.initial, previous: nil) }
        await store.receive(.detail(nio, .readmeFailed(.serviceUnavailable(retryAfter: nil)))) {
            $0.details[nio]?.readme = .failed(.serviceUnavailable(retryAfter: nil), previous: nil)
        }
        await store.finish()
        await readmes.fail(with: nil)
        store.send(BrowserThunks.loadReadme(nio, in: environment))
        await store.receive(.detail(nio, .readmeStarted)) { $0.details[nio]?.readme = .loading(.initial, previous: nil) }
        await store.receive(.detail(nio, .readmeLoaded(nil))) { $0.details[nio]?.readme = .loaded(nil) }
        await store.finish()
    }

    @Test("a search cancelled while it waits out the pause never reaches the catalog")
    func cancelledDuringPause() async throws {
        let search = ScriptedSearch()
        var environment = FeatureFixtures.environment(search: search)
        environment.sleep = { _ in try await Task.sleep(for: .seconds(3_600)) }
        let store = TestStore(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        let task = store.send(BrowserThunks.search("swift", after: .milliseconds(250), in: environment))
        task.cancel()
        await task.value
        await store.finish()
        #expect(search.searchedTexts.isEmpty)
    }

    @Test("a favourite that cannot be saved is dispatched with the repository, for Retry")
    func toggleFails() async throws {
        let favourites = InMemoryFavourites()
        favourites.setFailure(.storage(detail: "disk full"))
        let repository = FeatureFixtures.repositories(1)[0]
        let store = TestStore(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        store.send(BrowserThunks.toggleFavourite(repository, in: FeatureFixtures.environment(favourites: favourites)))
        await store.receive(.favourites(.saveFailed(repository, .storage(detail: "disk full")))) {
            $0.favourites.saveFailure.fire(FavouriteSaveFailure(repository: repository, error: .storage(detail: "disk full")))
        }
        await store.finish()
    }

    @Test("the favourites store is followed: every change reaches the one shared state")
    func followFavourites() async throws {
        let favourites = InMemoryFavourites()
        let repository = FeatureFixtures.repositories(1)[0]
        let store = TestStore(initialState: BrowserState(), reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])
        let following = store.send(BrowserThunks.followFavourites(in: FeatureFixtures.environment(favourites: favourites)))
        await store.receive(.favourites(.changed([]))) { $0.favourites.isLoaded = true }
        _ = try await favourites.toggle(repository)
        await store.receive(.favourites(.changed([repository]))) { $0.favourites.repositories = [repository] }
        following.cancel()
        await store.finish()
    }

    @Test("sign in, then out: the sign-out thunk ends in the reset")
    func signInAndOut() async throws {
        let service = ScriptedAccountService()
        let session = SessionUseCases(signIn: service.signIn, signOut: service.signOut, showAccount: service.showAccount)
        let environment = FeatureFixtures.environment(session: session)
        let octocat = ScriptedAccountService.octocat
        var state = BrowserState()
        state.account.phase = .signedOut
        state.navigation.stacks[.account] = [.userRepositories]
        let store = TestStore(initialState: state, reducer: BrowserReducer.reducer, middleware: [FailureMiddleware.middleware()])

        await service.signIns.respond(.success(octocat))
        store.send(BrowserThunks.signIn(token: "ghp_secret", in: environment))
        await store.receive(.account(.signInStarted)) { $0.account.phase = .signingIn }
        await store.receive(.account(.signedIn(octocat))) { $0.account.phase = .signedIn(octocat) }
        #expect(service.submittedTokens == ["ghp_secret"])

        await service.signOuts.respond(.success(true))
        store.send(BrowserThunks.signOut(in: environment))
        await store.receive(.account(.signOutStarted)) { $0.account.phase = .signingOut(octocat) }
        await store.receive(.signedOut) {
            $0.account.phase = .signedOut
            $0.navigation.stacks = [:]
        }
        await store.finish()
    }
}
