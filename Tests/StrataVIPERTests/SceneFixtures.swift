import StrataNavigation
import StrataTesting
import StrataVIPER

// A small search scene in the shape of 「【Swift】VIPER with Generics」, used by the tests.

enum SearchEvent: ViewEvent, Equatable {
    case viewDidLoad
    case searchTextDidChange(String)
    case didSelect(String)
}

enum SearchCommand: PresenterCommand, Equatable {
    case reload([String])
    case showNoContent
    case showError(String)
}

enum SearchRequest: InteractorRequest, Equatable {
    case fetchList(query: String)
}

enum SearchResponse: InteractorResponse, Equatable {
    case listReceived(Result<[String], SearchFailure>)
}

struct SearchFailure: Error, Equatable {
    let message: String
}

final class SearchRouter: SceneRouter<String> {
    func showDetail(of name: String) { push("detail:\(name)") }
}

/// Counts the instances alive, to prove a released scene leaves nothing behind.
@MainActor
enum Alive {
    static var count: [String: Int] = [:]
    static func born(_ name: String) { count[name, default: 0] += 1 }
    static func died(_ name: String) { count[name, default: 0] -= 1 }
}

@MainActor
final class SearchPresenter: Presenter {
    weak var commandListener: (any CommandListener<SearchCommand>)?
    var requestListener: (any RequestListener<SearchRequest>)?
    var router: SearchRouter?

    init() { Alive.born("presenter") }
    isolated deinit { Alive.died("presenter") }

    func handle(event: SearchEvent) {
        switch event {
        case .viewDidLoad: requestListener?.handle(request: .fetchList(query: ""))
        case .searchTextDidChange(let text): requestListener?.handle(request: .fetchList(query: text))
        case .didSelect(let name): router?.showDetail(of: name)
        }
    }

    func handle(response: SearchResponse) {
        switch response {
        case .listReceived(.success(let names)) where names.isEmpty: commandListener?.handle(command: .showNoContent)
        case .listReceived(.success(let names)): commandListener?.handle(command: .reload(names))
        case .listReceived(.failure(let failure)): commandListener?.handle(command: .showError(failure.message))
        }
    }
}

@MainActor
final class SearchView: SceneView {
    var eventListener: (any EventListener<SearchEvent>)?
    private(set) var shown: [SearchCommand] = []

    init() { Alive.born("view") }
    isolated deinit { Alive.died("view") }

    func handle(command: SearchCommand) { shown.append(command) }
}

@MainActor
final class SearchInteractor: Interactor {
    weak var responseListener: (any ResponseListener<SearchResponse>)?
    let names: [String]
    /// Requests waiting for ``finishPending()``, as an API call in flight would.
    private(set) var pending: [SearchRequest] = []

    init(names: [String]) {
        self.names = names
        Alive.born("interactor")
    }

    isolated deinit { Alive.died("interactor") }

    func handle(request: SearchRequest) { pending.append(request) }

    /// Answers every pending request (after its scene may be gone).
    func finishPending() {
        let requests = pending
        pending.removeAll()
        for case .fetchList(let query) in requests {
            let found = names.filter { query.isEmpty || $0.contains(query) }
            responseListener?.handle(response: .listReceived(.success(found)))
        }
    }
}

struct SearchScene: Scene {
    let interactor: SearchInteractor
    let transitioner: RecordingTransitioner<String>

    func makeScreen() -> SearchView {
        let view = SearchView()
        build(view: view, presenter: SearchPresenter(), interactor: interactor, router: SearchRouter(transitioner: transitioner))
        return view
    }
}
