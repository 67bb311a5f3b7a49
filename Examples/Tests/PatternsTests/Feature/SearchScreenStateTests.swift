import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PropertyBased
import Testing

@Suite("SearchScreenState: the search screen every variant shows")
struct SearchScreenStateTests {
    static let results = SearchResults(
        query: try! SearchQuery("apple"),
        listing: RepositoryListing(repositories: [SampleRepositories.nio, SampleRepositories.argumentParser], nextPage: nil, totalCount: 2)
    )

    @Test("a blank query is never searched and brings the prompt back, whatever was shown")
    func blankQuery() async {
        await propertyCheck(input: Gen.int(in: 0...6), Gen.bool) { spaces, hadResults in
            var state = SearchScreenState()
            if hadResults {
                state.queryChanged("apple")
                state.searchFinished(Self.results)
            }
            let searches = state.queryChanged(String(repeating: " ", count: spaces))
            #expect(!searches)
            #expect(state.results == nil && !state.isSearching)
            #expect(state.status == SearchStatusText.prompt)
            #expect(state.rows(favourites: []).isEmpty)
        }
    }

    @Test("load more starts once, only when there is more and nothing else loads, and says “Loading more…”")
    func loadMore() throws {
        let firstPage = SearchResults(query: try SearchQuery("apple"), listing: RepositoryListing(repositories: [SampleRepositories.nio], nextPage: PageRequest.first.following(), totalCount: 2))
        var state = SearchScreenState()
        state.queryChanged("apple")
        state.searchStarted()
        let whileSearching = state.loadMoreStarted()
        #expect(!whileSearching, "not while the first page is searched")
        state.searchFinished(firstPage)
        let started = state.loadMoreStarted()
        #expect(started)
        #expect(state.isLoadingMore && state.isLoading && !state.isSearching)
        #expect(state.status == SearchStatusText.loadingMore)
        let again = state.loadMoreStarted()
        #expect(!again, "not while the page is loading")
        state.searchFinished(Self.results)
        #expect(!state.isLoadingMore && state.status == SearchStatusText.summary(of: Self.results))
        let afterAll = state.loadMoreStarted()
        #expect(!afterAll, "not when everything is loaded")
        state.searchFinished(firstPage)
        state.loadMoreStarted()
        state.queryChanged("apples")
        #expect(!state.isLoadingMore, "a new query replaces the page loading")
    }

    @Test("the status line follows the search: searching, found, failed")
    func statusLine() {
        var state = SearchScreenState()
        #expect(state.status == SearchStatusText.prompt)
        let searches = state.queryChanged("apple")
        #expect(searches)
        state.searchStarted()
        #expect(state.status == SearchStatusText.searching("apple"))
        state.searchFinished(Self.results)
        #expect(state.status == "2 of 2 repositories for “apple”")
        state.queryChanged("apple nio")
        state.searchFailed(.offline)
        #expect(state.status == "2 of 2 repositories for “apple”", "earlier results stay, with their summary")
        #expect(state.alertFailure == .offline)
    }

    @Test("a cancelled search is no failure, and an invalid query is explained without an alert")
    func failuresWithoutAlerts() throws {
        var state = SearchScreenState()
        state.queryChanged("x")
        state.searchStarted()
        state.searchFailed(.cancelled)
        #expect(state.failure == nil && !state.isSearching)
        let reason = SearchQueryError.tooLong(length: 300, maximum: 256)
        state.searchFailed(.invalidQuery(reason))
        #expect(state.alertFailure == nil)
        #expect(state.status == reason.description)
    }

    @Test("rows carry the favourite marks of the set they are given")
    func rowsMarkFavourites() async {
        var state = SearchScreenState()
        state.queryChanged("apple")
        state.searchFinished(Self.results)
        await propertyCheck(input: Gen.bool, Gen.bool) { nio, parser in
            var favourites = Set<RepositoryID>()
            if nio { favourites.insert(SampleRepositories.nio.id) }
            if parser { favourites.insert(SampleRepositories.argumentParser.id) }
            #expect(state.rows(favourites: favourites).map(\.isFavourite) == [nio, parser])
        }
    }
}

@Suite("FavouritesListState")
struct FavouritesListStateTests {
    @Test("loading until read, then counted; every row is marked")
    func listAndStatus() {
        var list = FavouritesListState()
        #expect(list.status == .loading)
        list.update([])
        #expect(list.status == .count(0))
        list.update([SampleRepositories.grdb, SampleRepositories.nio])
        #expect(list.status == .count(2))
        #expect(list.rows.allSatisfy { $0.isFavourite })
        #expect(list.identifiers == [SampleRepositories.grdb.id, SampleRepositories.nio.id])
    }
}
