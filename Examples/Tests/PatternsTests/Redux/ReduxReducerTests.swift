import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import PatternsFeature
import PatternsRedux
import PropertyBased
import StrataRedux
import Testing

@MainActor
@Suite("Redux: pure reducers, routing as actions, thunks")
struct ReduxReducerTests {
    @Test("routing is state: showDetail and closeDetail change one tab's route only")
    func routeReducer() async {
        await propertyCheck(input: Gen.bool, Gen.bool) { onSearch, close in
            var state = GalleryState()
            let tab: GalleryTab = onSearch ? .search : .favourites
            GalleryReducers.app(&state, .showDetail(SampleRepositories.grdb, on: tab))
            #expect(state.route[tab] == SampleRepositories.grdb)
            #expect(state.route[onSearch ? .favourites : .search] == nil)
            if close {
                GalleryReducers.app(&state, .closeDetail(on: tab))
                #expect(state.route[tab] == nil)
            }
        }
    }

    @Test("the reducer is pure: the same actions from the same state give the same state")
    func pure() {
        let actions: [GalleryAction] = [
            .queryChanged("grdb"), .searchStarted, .searchFailed(.offline), .fetchAlertShown,
            .favouritesChanged([SampleRepositories.grdb]), .saveFailed(SampleRepositories.nio, .storage(detail: "full")),
        ]
        var first = GalleryState()
        var second = GalleryState()
        for action in actions {
            GalleryReducers.app(&first, action)
            GalleryReducers.app(&second, action)
        }
        #expect(first == second)
        #expect(first.alerts.fetchFailure == nil && first.alerts.saveFailure != nil)
        #expect(first.alerts.failedSave == SampleRepositories.nio)
        #expect(first.favourites.identifiers == [SampleRepositories.grdb.id])
    }

    @Test("a new query cancels the search thunk in flight: only the last query's results arrive")
    func latestSearchWins() async {
        let environment = TestEnvironment()
        let gallery = GalleryStore(environment: environment.gallery)
        gallery.changeQuery("nio")
        gallery.changeQuery("grdb")
        #expect(await eventually { gallery.store.state.search.results != nil })
        #expect(gallery.store.state.search.results?.query.text == "grdb")
        #expect(await environment.catalog.searchedQueries == ["grdb"])
    }
}
