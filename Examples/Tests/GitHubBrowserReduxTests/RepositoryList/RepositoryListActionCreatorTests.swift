import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
@testable import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataRedux
import StrataTesting
import Testing

@MainActor
@Suite("Public tab action creators")
struct PublicRepositoriesActionCreatorTests {
    typealias Fixtures = RepositoryListFixtures

    @Test("load dispatches the start, then the listing with the clock's time")
    func loadSucceeds() async {
        let listing = Fixtures.listing(30, more: true)
        let creator = RepositoryListActionCreator(
            listRepositories: Fixtures.pages(first: ScriptedResponses([.success(listing)])),
            now: { Fixtures.start }
        )
        let store = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        store.send(creator.load(.initial))
        await store.receive(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        await store.receive(.loaded(listing, at: Fixtures.start)) {
            $0.request = .loaded(listing)
            $0.lastLoadedAt = Fixtures.start
        }
        await store.finish()
    }

    @Test("load dispatches the failure the use case threw")
    func loadFails() async {
        let creator = RepositoryListActionCreator(
            listRepositories: Fixtures.pages(first: ScriptedResponses([.failure(.server(status: 503))])),
            now: { Fixtures.start }
        )
        let store = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        store.send(creator.load(.initial))
        await store.receive(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        await store.receive(.loadFailed(.server(status: 503))) {
            $0.request = .failed(.server(status: 503), previous: nil)
            $0.failure.fire(.load(.initial, .server(status: 503)))
        }
        await store.finish()
    }

    @Test("load does nothing while a request runs")
    func loadWhileLoading() async {
        let pages = ScriptedResponses<RepositoryListing>()
        let creator = RepositoryListActionCreator(listRepositories: Fixtures.pages(first: pages), now: { Fixtures.start })
        var state = RepositoryListState()
        state.request = .loading(.initial, previous: nil)
        let store = TestStore(initialState: state, reducer: RepositoryListReducer.reducer)
        await store.send(creator.load(.refresh)).value
        #expect(await pages.callCount == 0)
        await store.finish()
    }

    @Test("load more appends the next page, and does nothing when there is none")
    func loadMore() async {
        let first = Fixtures.listing(30, more: true)
        let longer = Fixtures.listing(40, more: false)
        let next = ScriptedResponses<RepositoryListing>([.success(longer)])
        let creator = RepositoryListActionCreator(
            listRepositories: Fixtures.pages(first: ScriptedResponses(), next: next),
            now: { Fixtures.start }
        )
        var state = RepositoryListState()
        state.request = .loaded(first)
        let store = TestStore(initialState: state, reducer: RepositoryListReducer.reducer)
        store.send(creator.loadMore())
        await store.receive(.loadMoreStarted) { $0.isLoadingMore = true }
        await store.receive(.loadedMore(longer)) {
            $0.isLoadingMore = false
            $0.request = .loaded(longer)
        }
        await store.send(creator.loadMore()).value
        #expect(await next.callCount == 1)
        await store.finish()
    }

    @Test("a failed load more is dispatched as such")
    func loadMoreFails() async {
        let creator = RepositoryListActionCreator(
            listRepositories: Fixtures.pages(first: ScriptedResponses(), next: ScriptedResponses([.failure(.offline)])),
            now: { Fixtures.start }
        )
        var state = RepositoryListState()
        state.request = .loaded(Fixtures.listing(30, more: true))
        let store = TestStore(initialState: state, reducer: RepositoryListReducer.reducer)
        store.send(creator.loadMore())
        await store.receive(.loadMoreStarted) { $0.isLoadingMore = true }
        await store.receive(.loadMoreFailed(.offline)) {
            $0.isLoadingMore = false
            $0.loadMoreFailure = .offline
            $0.failure.fire(.loadMore(.offline))
        }
        await store.finish()
    }
}
