import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
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
    func lifetimes() async throws {
        let environment = TestEnvironment()
        let transport = GatedTransport()
        let view = RecordingView<SearchEvent, SearchCommand>()
        weak var presenter: SearchScenePresenter<RecordingSearchRouter>?
        weak var interactor: SearchInteractor?
        weak var router: RecordingSearchRouter?
        do {
            let transitioner = SearchScenePresenter<RecordingSearchRouter>(debounce: .zero)
            let sceneInteractor = SearchInteractor(environment: environment.gallery, client: APIClient(transport: transport))
            let sceneRouter = RecordingSearchRouter()
            TestScene().build(view: view, presenter: transitioner, interactor: sceneInteractor, router: sceneRouter)
            presenter = transitioner
            interactor = sceneInteractor
            router = sceneRouter
            view.send(.searchTextChanged("grdb"))
        }
        #expect(await eventually { transport.requests.count == 1 }, "the search is in flight")
        let commandsBeforeRelease = view.commands.count

        view.eventListener = nil
        #expect(presenter == nil && interactor == nil && router == nil)
        transport.open(with: try GatedTransport.reply([SampleRepositories.grdb]))
        await Task.settle()

        #expect(transport.answered == 1, "the reply did arrive, after the scene was gone")
        #expect(view.commands.count == commandsBeforeRelease, "the late reply reached the view: \(view.commands.dropFirst(commandsBeforeRelease))")
    }
}

/// A transport that holds every request until the test opens it.
final class GatedTransport: APITransport, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [CheckedContinuation<APIReply, Never>] = []
    private var sent: [APIRequest] = []
    private var replied = 0

    /// The requests received so far.
    var requests: [APIRequest] { lock.withLock { sent } }
    /// How many held requests were answered.
    var answered: Int { lock.withLock { replied } }

    func send(_ request: APIRequest) async throws -> APIReply {
        await withCheckedContinuation { continuation in
            lock.withLock {
                sent.append(request)
                held.append(continuation)
            }
        }
    }

    /// Answers every held request with `reply`.
    func open(with reply: APIReply) {
        let waiting = lock.withLock {
            defer { held = [] }
            replied += held.count
            return held
        }
        for continuation in waiting { continuation.resume(returning: reply) }
    }

    /// A 200 reply listing `repositories` as one complete page.
    static func reply(_ repositories: [Repository]) throws -> APIReply {
        let page = RepositorySearchPage(totalCount: repositories.count, items: repositories, nextPage: nil)
        return APIReply(status: 200, body: try JSONEncoder().encode(page))
    }
}
