import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataFlux
import Testing

/// The Search feature's parts with test doubles: the action creator over a scripted search (every
/// action it dispatches, in order), the store with scripted actions, and the view model over the
/// search's and the favourites' stores.
@MainActor
@Suite("Flux app: the Search feature")
struct SearchTests {
    @Test("a submitted query: queryChanged, started, finished — then, on the last row, the next page")
    func searchThenLoadMoreAtEnd() async throws {
        let search = ScriptedSearch()
        let first = try FeatureFixtures.results("swift", FeatureFixtures.repositories(1), total: 2)
        let all = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        await search.firstPages.respond(.success(first))
        await search.nextPages.respond(.success(all))
        let container = SearchContainer(environment: FeatureFixtures.environment(search: search))
        let actions = DispatchedActions(container.dispatcher)
        await container.actionCreator.submitQuery("swift")?.value
        #expect(actions.all == [.queryChanged("swift"), .searchStarted("swift"), .searchFinished(first), .loadMoreStarted, .loadMoreFinished(all)])
        #expect(container.store.state.results == all)
        #expect(search.searchedTexts == ["swift"])
    }

    @Test("a newer query replaces the search in flight, whose late answer is never dispatched")
    func newerQueryWins() async throws {
        let search = ScriptedSearch()
        let swift = try FeatureFixtures.results("swift", FeatureFixtures.repositories(3), total: 3)
        let nio = try FeatureFixtures.results("nio", FeatureFixtures.repositories(1), total: 1)
        let container = SearchContainer(environment: FeatureFixtures.environment(search: search))
        let actions = DispatchedActions(container.dispatcher)
        let older = container.actionCreator.submitQuery("swift")
        #expect(await eventually { search.searchedTexts == ["swift"] })
        let newer = container.actionCreator.submitQuery("nio")
        await search.firstPages.respond(.success(swift))
        await search.firstPages.respond(.success(nio))
        await older?.value
        await newer?.value
        #expect(!actions.all.contains(.searchFinished(swift)))
        #expect(container.store.state.results == nio)
    }

    @Test("a failed search is dispatched with the text Retry searches again")
    func failedSearch() async throws {
        let search = ScriptedSearch()
        await search.firstPages.respond(.failure(.offline))
        let container = SearchContainer(environment: FeatureFixtures.environment(search: search))
        let actions = DispatchedActions(container.dispatcher)
        await container.actionCreator.submitQuery("nio")?.value
        #expect(actions.all == [.queryChanged("nio"), .searchStarted("nio"), .searchFailed(.offline, text: "nio")])
        #expect(container.store.state.failure.value == SearchFailure(error: .offline, fetch: .search("nio")))
    }

    @Test("a blank query is never searched")
    func blankQuery() async throws {
        let search = ScriptedSearch()
        let container = SearchContainer(environment: FeatureFixtures.environment(search: search))
        #expect(container.actionCreator.changeQuery("   ") == nil)
        #expect(container.store.state.query == "   ")
        #expect(search.searchedTexts.isEmpty)
    }

    @Test("a sign-out cancels the search in flight and takes the store back to the prompt")
    func signOutResets() async throws {
        let search = ScriptedSearch()
        let sessionChanges = SessionChanges()
        let results = try FeatureFixtures.results("swift", FeatureFixtures.repositories(3), total: 3)
        let container = SearchContainer(environment: FeatureFixtures.environment(search: search), sessionChanges: sessionChanges)
        await search.firstPages.respond(.success(results))
        await container.actionCreator.submitQuery("swift")?.value
        let inFlight = container.actionCreator.refresh()
        #expect(await eventually { search.searchedTexts.count == 2 })
        sessionChanges.signedOut()
        await search.firstPages.respond(.success(results))
        await inFlight?.value
        #expect(container.store.state == SearchState())
    }

    @Test("the store, with scripted actions: a refresh keeps the results shown; a cancelled one puts them back")
    func storeWithScriptedActions() throws {
        let container = SearchContainer(environment: FeatureFixtures.environment())
        let results = try FeatureFixtures.results("swift", FeatureFixtures.repositories(2), total: 2)
        for action: SearchAction in [.queryChanged("swift"), .searchStarted("swift"), .searchFinished(results), .searchStarted("swift")] {
            try container.dispatcher.dispatch(action)
        }
        #expect(container.store.state.request == .loading(.refresh, previous: results))
        #expect(container.store.state.results == results)
        try container.dispatcher.dispatch(.searchFailed(.cancelled, text: "swift"))
        #expect(container.store.state.request == .loaded(results))
        #expect(container.store.state.failure.value == nil)
    }

    @Test("the view model marks the rows with the favourites' store, and follows both stores")
    func viewModelMarksRows() async throws {
        let search = ScriptedSearch()
        let repositories = FeatureFixtures.repositories(2)
        let results = try FeatureFixtures.results("swift", repositories, total: 2)
        await search.firstPages.respond(.success(results))
        let environment = FeatureFixtures.environment(search: search)
        let container = SearchContainer(environment: environment)
        let favourites = FavouritesContainer(environment: environment)
        let viewModel = SearchViewModel(search: container, favourites: favourites, now: environment.now)
        var changes = 0
        viewModel.observe { changes += 1 }
        #expect(viewModel.status(timeZone: .gmt) == SearchStatus(SearchStatusText.prompt))
        viewModel.submitQuery("swift")
        #expect(await eventually { viewModel.rows.count == 2 })
        #expect(viewModel.rows.map(\.isFavourite) == [false, false])
        #expect(viewModel.status(timeZone: .gmt) == SearchStatus(SearchStatusText.summary(of: results)))
        let before = changes
        try favourites.dispatcher.dispatch(.changed([repositories[1]]))
        #expect(viewModel.rows.map(\.isFavourite) == [false, true])
        #expect(changes > before)
        #expect(viewModel.repository(at: 1) == repositories[1])
        #expect(viewModel.repository(at: 2) == nil)
    }
}
