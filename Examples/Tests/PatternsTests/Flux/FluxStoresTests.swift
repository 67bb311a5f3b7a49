import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import PatternsFeature
import PatternsFlux
import StrataFlux
import Testing

@MainActor
@Suite("Flux: one dispatcher, a store per concern, waitFor")
struct FluxStoresTests {
    static let results = SearchResults(
        query: try! SearchQuery("grdb"),
        listing: RepositoryListing(repositories: [SampleRepositories.grdb], nextPage: nil, totalCount: 1)
    )

    @Test("the rows store waits for the search and favourites stores, so one action updates the marks")
    func rowsWaitForTheirSources() throws {
        let stores = GalleryStores()
        try stores.dispatcher.dispatch(.queryChanged("grdb"))
        try stores.dispatcher.dispatch(.searchFinished(Self.results))
        #expect(stores.searchRows.state.map(\.isFavourite) == [false])
        try stores.dispatcher.dispatch(.favouritesChanged([SampleRepositories.grdb]))
        #expect(stores.searchRows.state.map(\.isFavourite) == [true], "computed from the favourites' new state, not the old one")
        #expect(stores.searchRows.dependencies == [stores.search.dispatchKey, stores.favourites.dispatchKey])
    }

    @Test("alerts are fire-and-forget state: a failure sets one, the view's action clears it")
    func alertStore() throws {
        let stores = GalleryStores()
        try stores.dispatcher.dispatch(.searchFailed(.offline))
        #expect(stores.alerts.state.pendingFetchFailure == .offline)
        try stores.dispatcher.dispatch(.fetchAlertShown)
        #expect(stores.alerts.state.pendingFetchFailure == nil)
        try stores.dispatcher.dispatch(.searchFailed(.cancelled))
        #expect(stores.alerts.state.pendingFetchFailure == nil, "a cancelled search is no failure")
    }

    @Test("the action creator does the I/O and dispatches what happened")
    func actionCreator() async throws {
        let environment = TestEnvironment()
        let stores = GalleryStores()
        let actions = GalleryActionCreator(stores: stores, environment: environment.gallery)
        var seen: [String] = []
        stores.dispatcher.register { action in seen.append("\(action)".prefix { $0 != "(" }.description) }
        actions.changeQuery("grdb")
        #expect(await eventually { stores.search.state.results != nil })
        #expect(seen.contains("queryChanged") && seen.contains("searchStarted") && seen.contains("searchFinished"))
        actions.toggleFavourite(SampleRepositories.grdb)
        #expect(await eventually { stores.favourites.state.identifiers == [SampleRepositories.grdb.id] })
    }
}
