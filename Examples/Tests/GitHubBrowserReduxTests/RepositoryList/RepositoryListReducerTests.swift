import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
@testable import GitHubBrowserRedux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import StrataRedux
import StrataTesting
import Testing

@MainActor
@Suite("Public tab reducer")
struct PublicRepositoriesReducerTests {
    typealias Fixtures = RepositoryListFixtures
    let first = Fixtures.listing(30, more: true)

    func loadedStore() -> TestStore<RepositoryListState, RepositoryListAction> {
        var state = RepositoryListState()
        state.request = .loaded(first)
        state.lastLoadedAt = Fixtures.start
        return TestStore(initialState: state, reducer: RepositoryListReducer.reducer)
    }

    @Test("a first load shows the full-screen spinner, then the list, stamped with the time")
    func firstLoad() async {
        let store = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        store.send(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        #expect(store.state.request.showsFullScreenLoading)
        store.send(.loaded(first, at: Fixtures.start)) {
            $0.request = .loaded(first)
            $0.lastLoadedAt = Fixtures.start
        }
        await store.finish()
    }

    @Test("a refresh keeps the list and shows the small indicator")
    func refreshKeepsTheList() async {
        let store = loadedStore()
        store.send(.loadStarted(.refresh)) { $0.request = .loading(.refresh, previous: first) }
        #expect(store.state.request.showsRefreshIndicator)
        #expect(!store.state.request.showsFullScreenLoading)
        #expect(store.state.repositories.count == 30)
        await store.finish()
    }

    @Test("a load that starts while another runs is ignored")
    func oneRequestAtATime() async {
        let store = loadedStore()
        store.send(.loadStarted(.refresh)) { $0.request = .loading(.refresh, previous: first) }
        store.send(.loadStarted(.implicitReload))
        await store.finish()
    }

    @Test("a failed first load fires one failure of that kind and keeps nothing")
    func firstLoadFailure() async {
        let store = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        store.send(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        store.send(.loadFailed(.offline)) {
            $0.request = .failed(.offline, previous: nil)
            $0.failure.fire(.load(.initial, .offline))
        }
        #expect(store.state.request.fullScreenFailure == .offline)
        await store.finish()
    }

    @Test("a failed refresh keeps the previous list and reports the refresh")
    func refreshFailure() async {
        let store = loadedStore()
        store.send(.loadStarted(.refresh)) { $0.request = .loading(.refresh, previous: first) }
        store.send(.loadFailed(.server(status: 502))) {
            $0.request = .failed(.server(status: 502), previous: first)
            $0.failure.fire(.load(.refresh, .server(status: 502)))
        }
        #expect(store.state.request.reloadFailure == .server(status: 502))
        #expect(store.state.lastLoadedAt == Fixtures.start)
        await store.finish()
    }

    @Test("a cancelled load puts the list back without a failure")
    func cancelledLoad() async {
        let store = loadedStore()
        store.send(.loadStarted(.implicitReload)) { $0.request = .loading(.implicitReload, previous: first) }
        store.send(.loadFailed(.cancelled)) { $0.request = .loaded(first) }
        let fresh = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        fresh.send(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        fresh.send(.loadFailed(.cancelled)) { $0.request = .idle }
        await store.finish()
        await fresh.finish()
    }

    @Test("load more appends a page without touching the load time")
    func loadMore() async {
        let store = loadedStore()
        let longer = first.appending(Page(items: Fixtures.repositories(5, from: 30), request: .first, next: nil))
        store.send(.loadMoreStarted) { $0.isLoadingMore = true }
        store.send(.loadStarted(.refresh))
        store.send(.loadedMore(longer)) {
            $0.isLoadingMore = false
            $0.request = .loaded(longer)
        }
        #expect(store.state.repositories.count == 35)
        #expect(!store.state.canLoadMore)
        store.send(.loadMoreStarted)
        await store.finish()
    }

    @Test("a failed load more keeps the list, keeps why until the next attempt, and fires a load-more failure")
    func loadMoreFailure() async {
        let store = loadedStore()
        store.send(.loadMoreStarted) { $0.isLoadingMore = true }
        store.send(.loadMoreFailed(.timedOut)) {
            $0.isLoadingMore = false
            $0.loadMoreFailure = .timedOut
            $0.failure.fire(.loadMore(.timedOut))
        }
        store.send(.loadMoreStarted) {
            $0.isLoadingMore = true
            $0.loadMoreFailure = nil
        }
        store.send(.loadMoreFailed(.cancelled)) { $0.isLoadingMore = false }
        await store.finish()
    }

    @Test("load more is refused while the first page loads or when nothing is loaded")
    func loadMoreRefused() async {
        let store = TestStore(initialState: RepositoryListState(), reducer: RepositoryListReducer.reducer)
        store.send(.loadMoreStarted)
        store.send(.loadStarted(.initial)) { $0.request = .loading(.initial, previous: nil) }
        store.send(.loadMoreStarted)
        store.send(.loadedMore(first))
        store.send(.loadMoreFailed(.offline))
        await store.finish()
    }

    @Test("whatever the actions, at most one request runs and the list only changes on success")
    func invariants() async {
        let actions: [RepositoryListAction] = [
            .loadStarted(.initial), .loadStarted(.refresh), .loadStarted(.implicitReload),
            .loaded(Fixtures.listing(3, more: true), at: Fixtures.start), .loadFailed(.offline),
            .loadFailed(.cancelled), .loadMoreStarted, .loadedMore(Fixtures.listing(6, more: false)),
            .loadMoreFailed(.timedOut),
        ]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(actions.count - 1)).array(of: 0...40)) { indices in
            var state = RepositoryListState()
            for index in indices {
                let before = state
                RepositoryListReducer.reduce(&state, actions[index])
                #expect(!(state.request.isLoading && state.isLoadingMore))
                if case .loaded = state.request {} else if state.request.value != before.request.value {
                    Issue.record("The list changed without a successful load: \(actions[index])")
                }
            }
        }
    }
}
