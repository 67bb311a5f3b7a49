import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsVIPER
import StrataTesting
import StrataVIPER
import Testing

/// Load more and refresh in the VIPER search scene: the VIPER article's sample pages its article list and
/// refreshes it, and so does the variant.
@MainActor
@Suite("VIPER: load more and refresh")
struct VIPERPagingTests {
    struct TestScene: Scene {
        func makeScreen() {}
    }

    /// The search scene over `environment`'s catalog, through the variant's real interactor. Keep it
    /// for as long as the test sends events.
    @MainActor
    struct CatalogScene {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .zero)
        let interactor: SearchInteractor

        init(_ environment: TestEnvironment) {
            interactor = SearchInteractor(environment: environment.gallery)
            TestScene().build(view: view, presenter: presenter, interactor: interactor)
        }
    }

    /// `count` repositories that all match “swift”, more than one page.
    static func swiftRepositories(_ count: Int) -> [Repository] {
        (1...count).map { Repository(id: RepositoryID(owner: "owner", name: "swift-\($0)"), summary: "A Swift package", stars: 1_000 - $0) }
    }

    static func results(_ text: String, _ repositories: [Repository], next: PageRequest?, total: Int) throws -> SearchResults {
        SearchResults(query: try SearchQuery(text), listing: RepositoryListing(repositories: repositories, nextPage: next, totalCount: total))
    }

    @Test("load more asks the interactor once while a page is loading, and the status line says “Loading more…”")
    func loadMoreInFlight() throws {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .zero)
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse>()
        TestScene().build(view: view, presenter: presenter, interactor: interactor)
        let repositories = Self.swiftRepositories(3)
        view.send(.searchTextChanged("swift"))
        #expect(interactor.respond(.searchStarted))
        let firstPage = try Self.results("swift", Array(repositories.prefix(2)), next: PageRequest.first(size: 2).following(), total: 3)
        #expect(interactor.respond(.found(firstPage)))
        view.clear()

        view.send(.loadMore)
        view.send(.loadMore)

        #expect(interactor.loadMoreRequests == [firstPage])
        #expect(view.statuses == [SearchStatusText.loadingMore])
        #expect(view.rows.last?.map(\.repository) == Array(repositories.prefix(2)), "the rows loaded so far stay")

        let all = try Self.results("swift", repositories, next: nil, total: 3)
        #expect(interactor.respond(.found(all)))
        #expect(view.statuses.last == SearchStatusText.summary(of: all))
        view.send(.loadMore)
        #expect(interactor.loadMoreRequests == [firstPage], "nothing more to load")
    }

    @Test("load more through the interactor appends the next page and never says “Searching for…”")
    func loadMoreThroughInteractor() async throws {
        let environment = TestEnvironment(catalog: InMemoryCatalog(Self.swiftRepositories(45)))
        let scene = CatalogScene(environment)
        let view = scene.view
        view.send(.viewDidLoad)
        view.send(.searchTextChanged("swift"))
        #expect(await eventually { view.rows.last?.count == PageRequest.defaultSize })
        view.clear()

        view.send(.loadMore)

        #expect(await eventually { view.rows.last?.count == 45 })
        #expect(view.statuses.first == SearchStatusText.loadingMore)
        #expect(!view.statuses.contains(SearchStatusText.searching("swift")))
        #expect(view.statuses.last?.hasPrefix("45 of 45") == true)
        #expect(await environment.catalog.searchedPages == [1, 2])
    }

    @Test("a failure of the catalog behind the API client is shown as what it is")
    func sourceFailure() async throws {
        let environment = TestEnvironment()
        await environment.catalog.fail(with: .offline(detail: "no network"))
        let scene = CatalogScene(environment)
        let view = scene.view
        view.send(.searchTextChanged("grdb"))
        #expect(await eventually { view.statuses.last == SearchStatusText.failure(.offline) })
        #expect(view.commands.contains { if case .showFetchError = $0 { true } else { false } })
    }

    @Test("refresh searches the query again from its first page, at once")
    func refresh() throws {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .milliseconds(250))
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse>()
        TestScene().build(view: view, presenter: presenter, interactor: interactor)
        view.send(.searchTextChanged("swift"))
        #expect(interactor.respond(.found(try Self.results("swift", Self.swiftRepositories(1), next: nil, total: 1))))

        view.send(.refresh)

        guard case .search("swift", .zero) = interactor.requests.last else {
            Issue.record("expected an immediate search for “swift”, got \(interactor.requests)")
            return
        }
    }

    @Test("refresh with nothing typed asks for nothing")
    func refreshWithoutQuery() {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .zero)
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse>()
        TestScene().build(view: view, presenter: presenter, interactor: interactor)
        view.send(.viewDidLoad)

        view.send(.refresh)

        #expect(!interactor.requests.contains { if case .search = $0 { true } else { false } })
    }

    @Test("refresh through the interactor replaces the rows with the catalog's first page")
    func refreshThroughInteractor() async throws {
        let environment = TestEnvironment(catalog: InMemoryCatalog(Self.swiftRepositories(45)))
        let scene = CatalogScene(environment)
        let view = scene.view
        view.send(.searchTextChanged("swift"))
        #expect(await eventually { view.rows.last?.count == PageRequest.defaultSize })
        view.send(.loadMore)
        #expect(await eventually { view.rows.last?.count == 45 })

        view.send(.refresh)

        #expect(await eventually { view.rows.last?.count == PageRequest.defaultSize })
        #expect(await environment.catalog.searchedPages == [1, 2, 1])
    }
}

extension ScriptedInteractor where Request == SearchRequest {
    /// The results each load-more request continued from.
    var loadMoreRequests: [SearchResults] {
        requests.compactMap { if case .loadMore(let results) = $0 { results } else { nil } }
    }
}

extension RecordingView where Command == SearchCommand {
    /// Every status line shown, in order.
    var statuses: [String] {
        commands.compactMap { if case .showStatus(let text) = $0 { text } else { nil } }
    }

    /// Every list of rows shown, in order.
    var rows: [[RepositoryRow]] {
        commands.compactMap { if case .showRows(let rows) = $0 { rows } else { nil } }
    }
}
