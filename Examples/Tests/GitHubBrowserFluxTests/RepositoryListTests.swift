import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataFlux
import StrataRedux
import Testing

/// A repository list's parts: the action creator over scripted pages, and the view model deciding
/// between a first load, nothing and an implicit reload with an injected clock.
@MainActor
@Suite("Flux app: the repository-list feature")
struct RepositoryListTests {
    private final class Clock: @unchecked Sendable {
        var now = RepositoryListFixtures.start
    }

    private func listing(_ count: Int, total: Int) -> RepositoryListing {
        RepositoryListing(
            repositories: RepositoryListFixtures.repositories(count),
            nextPage: count < total ? PageRequest.first(size: count).following() : nil,
            totalCount: total
        )
    }

    @Test("the first load and the next page, each dispatched as started then loaded")
    func loadAndLoadMore() async throws {
        let first = ScriptedResponses<RepositoryListing>([.success(listing(2, total: 4))])
        let next = ScriptedResponses<RepositoryListing>([.success(listing(4, total: 4))])
        let list = RepositoryListContainer(
            texts: .publicRepositories, listRepositories: ScriptedRepositoryPages(first: first, next: next), now: { RepositoryListFixtures.start }
        )
        let actions = DispatchedActions(list.dispatcher)
        let load = list.actionCreator.load(.initial)
        #expect(list.actionCreator.load(.refresh) == nil)  // one request at a time
        await load?.value
        await list.actionCreator.loadMore()?.value
        #expect(actions.all == [
            .loadStarted(.initial), .loaded(listing(2, total: 4), at: RepositoryListFixtures.start),
            .loadMoreStarted, .loadedMore(listing(4, total: 4)),
        ])
        #expect(list.actionCreator.loadMore() == nil)  // nothing after the last page
    }

    /// A list that answers twice, its view model on `clock`, once it appeared and loaded.
    private func appearedList(
        clock: Clock, reloadInterval: TimeInterval = 60, activeReloadInterval: TimeInterval? = 60
    ) async -> (list: RepositoryListContainer, actions: DispatchedActions<RepositoryListAction>, viewModel: RepositoryListViewModel) {
        let first = ScriptedResponses<RepositoryListing>([.success(listing(2, total: 2)), .success(listing(2, total: 2))])
        let list = RepositoryListContainer(
            texts: .publicRepositories, listRepositories: ScriptedRepositoryPages(first: first), now: { clock.now },
            reloadInterval: reloadInterval, activeReloadInterval: activeReloadInterval
        )
        let actions = DispatchedActions(list.dispatcher)
        let viewModel = RepositoryListViewModel(list: list, now: { clock.now })
        viewModel.willAppear()
        #expect(await eventually { list.store.state.request.value != nil })
        return (list, actions, viewModel)
    }

    @Test("the view model loads on first appearing, not on coming back soon, and reloads once the list is old")
    func implicitReload() async throws {
        let clock = Clock()
        let (_, actions, viewModel) = await appearedList(clock: clock)
        clock.now += 30
        viewModel.willAppear()
        #expect(actions.all.count == 2)
        clock.now += 31
        viewModel.willAppear()
        #expect(await eventually { actions.all.count == 4 })
        #expect(actions.all[2] == .loadStarted(.implicitReload))
    }

    @Test("a sign-out cancels the load in flight and drops the list")
    func signOut() async throws {
        let first = ScriptedResponses<RepositoryListing>()
        let sessionChanges = SessionChanges()
        let list = RepositoryListContainer(
            texts: .userRepositories, listRepositories: ScriptedRepositoryPages(first: first), now: { RepositoryListFixtures.start },
            sessionChanges: sessionChanges
        )
        let load = list.actionCreator.load(.initial)
        sessionChanges.signedOut()
        await first.respond(.success(listing(2, total: 2)))
        await load?.value
        #expect(list.store.state == RepositoryListState())
    }

    @Test("the view model reloads when the app becomes active again only once the list is older than the active-reload interval, and never without one")
    func reloadWhenActive() async throws {
        let clock = Clock()
        let (_, actions, viewModel) = await appearedList(clock: clock, reloadInterval: 300)
        clock.now += 60
        viewModel.didBecomeActive()
        #expect(actions.all.count == 2)
        clock.now += 1
        viewModel.didBecomeActive()
        #expect(await eventually { actions.all.count == 4 })
        #expect(actions.all[2] == .loadStarted(.implicitReload))

        let (_, offlineActions, offlineViewModel) = await appearedList(clock: clock, reloadInterval: 300, activeReloadInterval: nil)
        clock.now += 3_600
        offlineViewModel.didBecomeActive()
        #expect(offlineActions.all.count == 2, "the offline catalog never changes")
    }
}
