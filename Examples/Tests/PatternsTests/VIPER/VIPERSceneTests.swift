import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import PatternsFeature
import PatternsVIPER
import StrataTesting
import StrataVIPER
import Testing

/// A router that records where the scene asked to go.
@MainActor
final class RecordingSearchRouter: SearchSceneRouting {
    var details: [Repository] = []
    func showDetail(of repository: Repository) { details.append(repository) }
}

@MainActor
@Suite("VIPER: the search scene's presenter and interactor")
struct VIPERSceneTests {
    struct TestScene: Scene {
        func makeScreen() {}
    }

    @Test("the presenter turns events into requests and responses into commands (scripted interactor)")
    func presenterAlone() throws {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .milliseconds(250))
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse>()
        let router = RecordingSearchRouter()
        TestScene().build(view: view, presenter: presenter, interactor: interactor, router: router)
        view.send(.viewDidLoad)
        view.send(.searchTextChanged("grdb"))
        guard case .search("grdb", let delay) = interactor.requests.last else {
            Issue.record("expected a search request, got \(interactor.requests)")
            return
        }
        #expect(delay == .milliseconds(250))
        let results = SearchResults(query: try SearchQuery("grdb"), listing: RepositoryListing(repositories: [SampleRepositories.grdb], nextPage: nil, totalCount: 1))
        #expect(interactor.respond(.found(results)))
        let rows = view.commands.compactMap { command -> [RepositoryRow]? in
            if case .showRows(let rows) = command { return rows }
            return nil
        }
        #expect(rows.last?.map(\.repository) == [SampleRepositories.grdb])
        view.send(.select(row: 0))
        #expect(router.details == [SampleRepositories.grdb])
    }

    @Test("a failure response becomes an alert command; retry asks for the search again at once")
    func failure() {
        let view = RecordingView<SearchEvent, SearchCommand>()
        let presenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .milliseconds(250))
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse>()
        TestScene().build(view: view, presenter: presenter, interactor: interactor)
        view.send(.searchTextChanged("nio"))
        #expect(interactor.respond(.searchFailed(.offline)))
        #expect(view.commands.contains { if case .showFetchError = $0 { true } else { false } })
        view.send(.fetchErrorAnswered(.retry))
        guard case .search("nio", .zero) = interactor.requests.last else {
            Issue.record("expected an immediate search, got \(interactor.requests)")
            return
        }
    }

    @Test("releasing the view releases the whole scene; a late response is dropped")
    func lifetimes() async {
        let environment = TestEnvironment()
        weak var presenter: SearchScenePresenter<RecordingSearchRouter>?
        weak var interactor: SearchInteractor?
        weak var router: RecordingSearchRouter?
        do {
            let view = RecordingView<SearchEvent, SearchCommand>()
            let scenePresenter = SearchScenePresenter<RecordingSearchRouter>(debounce: .zero)
            let sceneInteractor = SearchInteractor(environment: environment.gallery)
            let sceneRouter = RecordingSearchRouter()
            TestScene().build(view: view, presenter: scenePresenter, interactor: sceneInteractor, router: sceneRouter)
            presenter = scenePresenter
            interactor = sceneInteractor
            router = sceneRouter
            view.send(.searchTextChanged("grdb"))
        }
        #expect(presenter == nil && interactor == nil && router == nil)
        await Task.settle()
    }
}
