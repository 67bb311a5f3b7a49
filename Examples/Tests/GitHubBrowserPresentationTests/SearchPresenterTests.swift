import GitHubBrowserApplication
import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
@testable import GitHubBrowserVocabulary
import StrataTesting
import Testing

@MainActor
@Suite("Search presenter")
struct SearchPresenterTests {
    let catalog: InMemoryCatalog
    let favourites: InMemoryFavourites
    let output = SearchOutputsSpy()
    let transitioner = makeTransitioner()
    let tabs = RecordingTabs()
    let presenter: SearchPresenter

    init() {
        self.init(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), pageSize: 30, debounce: .zero)
    }

    /// 2025-11-22 14:05 UTC, the tests' "now".
    nonisolated static let now = Date(timeIntervalSince1970: 1_763_820_300)

    init(catalog: InMemoryCatalog, favourites: InMemoryFavourites, pageSize: Int, debounce: Duration) {
        self.catalog = catalog
        self.favourites = favourites
        let useCases = BrowserUseCases(catalog: catalog, favourites: favourites, pageSize: pageSize)
        let dependencies = SearchDependencies(
            searchRepositories: useCases.searchRepositories,
            observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite,
            debounce: debounce, now: { Self.now }, timeZone: TimeZone(identifier: "UTC") ?? .current)
        presenter = SearchPresenter(output: output, router: makeRouter(transitioner, tabs: tabs), dependencies: dependencies)
        // The screen's input section: alert answers go back to the presenter.
        output.fetchErrorAlert.register { [presenter] action in presenter.didChooseFetchErrorAction(action) }
    }

    private func typed(_ text: String) async {
        presenter.didChangeQuery(text)
        await presenter.fetchTask?.value
    }

    @Test("starts with a prompt and no rows")
    func initialState() {
        presenter.viewDidLoad()
        #expect(output.status == SearchStatusText.prompt)
        #expect(output.rows.isEmpty)
        #expect(output.catalogNote == nil, "a catalog that is not the built-in one is not described")
    }

    @Test("searching the built-in catalog, the screen says where its data comes from and how old it is")
    func builtInCatalogNote() {
        let catalog = BuiltInCatalog(source: "EvanLi/Github-Ranking", licence: "MIT", date: "2026-08-22", repositoryCount: 3_449)
        let output = SearchOutputsSpy()
        let useCases = BrowserUseCases(catalog: InMemoryCatalog(), favourites: InMemoryFavourites())
        let dependencies = SearchDependencies(
            searchRepositories: useCases.searchRepositories,
            observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite,
            builtInCatalog: catalog
        )
        let presenter = SearchPresenter(output: output, router: makeRouter(transitioner, tabs: tabs), dependencies: dependencies)
        presenter.viewDidLoad()
        #expect(output.catalogNote == "Offline catalog of 22 Aug 2026: 3,449 repositories of the GitHub ranking (EvanLi/Github-Ranking, MIT licence).")
        #expect(BuiltInCatalog(source: "S", licence: "L", date: "2026-1-5", repositoryCount: 1).note
            == "Offline catalog of 5 Jan 2026: 1 repository of the GitHub ranking (S, L licence).")
        #expect(BuiltInCatalog(source: "S", licence: "L", date: "someday", repositoryCount: 2).day == "someday")
    }

    @Test("typing shows the matching repositories with a summary")
    func typingSearches() async {
        presenter.viewDidLoad()
        await typed("swift")
        #expect(output.rows.map(\.id.fullName) == ["apple/swift-nio", "apple/swift-argument-parser", "groue/GRDB.swift", "synthetic-owner/swift-sample-42"])
        #expect(output.status == "4 of 4 repositories for “swift”")
        #expect(output.isLoading == false)
    }

    @Test("one result is counted in the singular")
    func singleResult() async {
        await typed("grdb")
        #expect(output.status == "1 of 1 repository for “grdb”")
    }

    @Test("a new query cancels the one waiting or in flight")
    func newQueryCancelsOld() async {
        let tests = SearchPresenterTests(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), pageSize: 30, debounce: .milliseconds(20))
        tests.presenter.didChangeQuery("g")
        tests.presenter.didChangeQuery("gr")
        tests.presenter.didChangeQuery("grdb")
        await tests.presenter.fetchTask?.value
        #expect(await tests.catalog.searchedQueries == ["grdb"])
        #expect(tests.output.rows.map(\.id.name) == ["GRDB.swift"])
    }

    @Test("a blank query clears the results without searching")
    func blankQuery() async {
        await typed("swift")
        await typed("   ")
        #expect(output.rows.isEmpty)
        #expect(output.status == SearchStatusText.prompt)
        #expect(await catalog.searchedQueries == ["swift"])
    }

    @Test("reaching the last row loads the next page, once")
    func loadMore() async {
        let tests = SearchPresenterTests(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), pageSize: 2, debounce: .zero)
        tests.presenter.didSubmitQuery("swift")
        await tests.presenter.fetchTask?.value
        #expect(tests.output.rows.count == 2)
        tests.presenter.didHighlightRow(at: 0)
        #expect(tests.presenter.fetchTask == nil, "the first row does not load more")
        tests.presenter.didHighlightRow(at: 1)
        tests.presenter.didHighlightRow(at: 1)
        await tests.presenter.fetchTask?.value
        #expect(tests.output.rows.count == 4)
        #expect(await tests.catalog.searchedPages == [1, 2])
        #expect(tests.output.status == "4 of 4 repositories for “swift”")
    }

    @Test("a one-item page with more behind it loads the next page by itself: its only row is the last")
    func oneItemPageLoadsMore() async {
        let tests = SearchPresenterTests(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), pageSize: 1, debounce: .zero)
        tests.presenter.didSubmitQuery("swift")
        await tests.presenter.fetchTask?.value
        await tests.presenter.fetchTask?.value
        #expect(await tests.catalog.searchedPages == [1, 2])
        #expect(tests.output.rows.count == 2)
        #expect(tests.presenter.fetchTask == nil, "two rows: the highlight is not on the last one, nothing more loads")
    }

    @Test("a failed search shows an alert; Retry searches again")
    func retryAfterFailure() async throws {
        await catalog.fail(with: .offline(detail: "no route"))
        await typed("nio")
        let alert = try #require(output.fetchErrorAlert.currentStrategy)
        #expect(alert.actions == [.retry, .cancel])
        #expect(alert.title == "You are offline")
        try output.fetchErrorAlert.tap(.retry)
        await presenter.fetchTask?.value
        #expect(output.rows.map(\.id.name) == ["swift-nio"])
        #expect(await catalog.searchedQueries == ["nio", "nio"])
    }

    @Test("a refused token offers Sign in, and Cancel keeps the screen as it is")
    func unauthorized() async throws {
        await catalog.fail(with: .unauthorized)
        await typed("nio")
        #expect(output.fetchErrorAlert.currentStrategy?.actions == [.signIn, .cancel])
        try output.fetchErrorAlert.tap(.cancel)
        #expect(await catalog.searchedQueries == ["nio"])
        #expect(output.rows.isEmpty)
        #expect(tabs.selected.isEmpty)
    }

    @Test("Sign in, on a refused token, takes the user to the Account tab through the router")
    func signInGoesToAccountTab() async throws {
        await catalog.fail(with: .unauthorized)
        await typed("nio")
        try output.fetchErrorAlert.tap(.signIn)
        #expect(tabs.selected == [.account])
        #expect(transitioner.transitions.isEmpty)
    }

    @Test("a failed load-more keeps the rows and retries the same page")
    func loadMoreFailure() async throws {
        let tests = SearchPresenterTests(catalog: InMemoryCatalog(), favourites: InMemoryFavourites(), pageSize: 2, debounce: .zero)
        tests.presenter.didSubmitQuery("swift")
        await tests.presenter.fetchTask?.value
        await tests.catalog.fail(with: .server(status: 502))
        tests.presenter.didHighlightRow(at: 1)
        await tests.presenter.fetchTask?.value
        #expect(tests.output.rows.count == 2)
        try tests.output.fetchErrorAlert.tap(.retry)
        await tests.presenter.fetchTask?.value
        #expect(tests.output.rows.count == 4)
        #expect(await tests.catalog.searchedPages == [1, 2, 2])
    }

    @Test("refresh runs the current search again")
    func refresh() async {
        await typed("grdb")
        presenter.didRequestRefresh()
        await presenter.fetchTask?.value
        #expect(await catalog.searchedQueries == ["grdb", "grdb"])
    }

    @Test("a deep-linked search fills the field and searches at once")
    func deepLinkedSearch() async {
        presenter.search(for: "hummingbird")
        await presenter.fetchTask?.value
        #expect(output.query == "hummingbird")
        #expect(output.rows.map(\.id.name) == ["hummingbird"])
    }

    @Test("opening a row pushes that repository's detail")
    func openDetail() async throws {
        await typed("grdb")
        presenter.didSelectRow(at: 0)
        presenter.didSelectRow(at: 5)
        #expect(transitioner.transitions.count == 1)
        #expect(transitioner.topScreen == "detail:groue/GRDB.swift")
    }

    @Test("favourite marks follow the favourites store without a new search")
    func marksFollowFavourites() async throws {
        presenter.viewDidLoad()
        await typed("swift")
        #expect(output.rows.allSatisfy { !$0.isFavourite })
        try await favourites.add(SampleRepositories.grdb)
        #expect(await eventually { output.rows.first { $0.id == SampleRepositories.grdb.id }?.isFavourite == true })
        #expect(await catalog.searchedQueries == ["swift"])
    }

    @Test("f on a row toggles its favourite through the store")
    func toggleFromList() async throws {
        presenter.viewDidLoad()
        await typed("nio")
        presenter.didRequestToggleFavourite(at: 0)
        #expect(await eventually { output.rows.first?.isFavourite == true })
        #expect(try await favourites.contains(SampleRepositories.nio.id))
    }

    // MARK: - Saved results

    @Test("saved results say so on the status line, with when they were saved; live ones do not")
    func savedResultsStatus() async {
        await catalog.answer(as: .saved(at: Self.now.addingTimeInterval(-3_600), because: .offline(detail: "connection refused")))
        await typed("swift")
        #expect(output.status == "4 of 4 repositories for “swift”" && output.savedCopyHeadline == "Offline — showing saved results from 13:05")
        await catalog.answer(as: .saved(at: Self.now.addingTimeInterval(-86_400), because: .server(status: 502)))
        await typed("grdb")
        #expect(output.status == "1 of 1 repository for “grdb”" && output.savedCopyHeadline == "GitHub is failing — showing saved results from 21 Nov 14:05")
        await catalog.answer(as: .saved(at: Self.now.addingTimeInterval(-3_600), because: .serviceUnavailable(retryAfter: nil)))
        await typed("swift")
        #expect(output.status == "4 of 4 repositories for “swift”" && output.savedCopyHeadline == "GitHub is unavailable — showing saved results from 13:05")
        await catalog.answer(as: .saved(at: nil, because: .timedOut))
        await typed("nio")
        #expect(output.status == "1 of 1 repository for “nio”" && output.savedCopyHeadline == "Offline — showing the built-in catalog")
        await catalog.answer(as: .live)
        await typed("swift")
        #expect(output.status == "4 of 4 repositories for “swift”" && output.savedCopyHeadline == nil)
    }

    @Test("Ctrl-O shows why saved results are shown; Retry asks the source again; nothing happens while live")
    func savedResultsReason() async throws {
        presenter.didRequestSavedCopyReason()
        #expect(output.fetchErrorAlert.currentStrategy == nil, "live results (or none): nothing to explain")
        await catalog.answer(as: .saved(at: Self.now.addingTimeInterval(-600), because: .offline(detail: "connection refused")))
        await typed("nio")
        presenter.didRequestSavedCopyReason()
        let alert = try #require(output.fetchErrorAlert.currentStrategy)
        #expect(alert.title == "Showing saved results")
        #expect(alert.message == "GitHub could not be reached (connection refused). These results were saved from GitHub at 13:55; stars and descriptions may have changed since.")
        #expect(alert.actions == [.retry, .cancel])
        await catalog.answer(as: .live)
        try output.fetchErrorAlert.tap(.retry)
        await presenter.fetchTask?.value
        #expect(output.status == "1 of 1 repository for “nio”")
        #expect(await catalog.searchedQueries == ["nio", "nio"])
    }

    @Test("saved results shown because GitHub is unavailable (HTTP 503) say when to try again")
    func savedResultsOfA503() async throws {
        await catalog.answer(as: .saved(at: Self.now.addingTimeInterval(-600), because: .serviceUnavailable(retryAfter: nil)))
        await typed("nio")
        presenter.didRequestSavedCopyReason()
        let alert = try #require(output.fetchErrorAlert.currentStrategy)
        #expect(alert.message?.hasPrefix("GitHub is down for maintenance or overloaded (HTTP 503). Try again in a few minutes. These results were saved") == true)
    }
}
