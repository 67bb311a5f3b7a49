import Foundation
import StrataNavigation
import StrataTesting
import StrataVIPER
import Testing

@MainActor
@Suite("VIPER scenes", .serialized)
struct SceneTests {
    @Test("a built scene runs the loop of 「【Swift】VIPER with Generics」: view event → request → response → command; the router leads on")
    func loop() {
        let transitioner = RecordingTransitioner<String>(root: "search")
        let interactor = SearchInteractor(names: ["swift-nio", "swift-syntax", "grdb"])
        let view = SearchScene(interactor: interactor, transitioner: transitioner).makeScreen()
        view.eventListener?.handle(event: .viewDidLoad)
        #expect(interactor.pending == [.fetchList(query: "")])
        interactor.finishPending()
        #expect(view.shown == [.reload(["swift-nio", "swift-syntax", "grdb"])])
        view.eventListener?.handle(event: .searchTextDidChange("zzz"))
        interactor.finishPending()
        #expect(view.shown.last == .showNoContent)
        view.eventListener?.handle(event: .didSelect("grdb"))
        #expect(transitioner.stack == ["search", "detail:grdb"])
    }

    @Test("releasing the view releases every part of the scene; no cycle keeps one alive")
    func noRetainCycles() {
        Alive.count = [:]
        let transitioner = RecordingTransitioner<String>(root: "search")
        weak var weakPresenter: AnyObject?
        weak var weakInteractor: SearchInteractor?
        do {
            let interactor = SearchInteractor(names: ["a"])
            weakInteractor = interactor
            let view = SearchScene(interactor: interactor, transitioner: transitioner).makeScreen()
            weakPresenter = view.eventListener
            view.eventListener?.handle(event: .viewDidLoad)
            #expect(Alive.count == ["view": 1, "presenter": 1, "interactor": 1])
        }
        #expect(weakPresenter == nil)
        #expect(weakInteractor == nil)
        #expect(Alive.count == ["view": 0, "presenter": 0, "interactor": 0])
    }

    @Test("a response that comes after the scene is gone is dropped, not crashed on")
    func lateResponseDropped() {
        let transitioner = RecordingTransitioner<String>(root: "search")
        let interactor = SearchInteractor(names: ["a"])
        var view: SearchView? = SearchScene(interactor: interactor, transitioner: transitioner).makeScreen()
        view?.eventListener?.handle(event: .viewDidLoad)
        view = nil
        #expect(interactor.responseListener == nil, "the presenter went with its view")
        interactor.finishPending()
        #expect(interactor.pending.isEmpty)
    }

    @Test("a presenter tested alone: RecordingView and ScriptedInteractor stand in for the view and the interactor")
    func presenterAlone() throws {
        struct TestScene: Scene {
            func makeScreen() -> Int { 0 }
        }
        let view = RecordingView<SearchEvent, SearchCommand>()
        let interactor = ScriptedInteractor<SearchRequest, SearchResponse> { request in
            guard case .fetchList(let query) = request, query != "later" else { return nil }
            return query == "fail" ? .listReceived(.failure(SearchFailure(message: "offline"))) : .listReceived(.success([query]))
        }
        let presenter = SearchPresenter()
        TestScene().build(view: view, presenter: presenter, interactor: interactor)
        view.send(.searchTextDidChange("kit"))
        view.send(.searchTextDidChange("fail"))
        #expect(view.commands == [.reload(["kit"]), .showError("offline")])
        view.send(.searchTextDidChange("later"))
        #expect(interactor.requests.last == .fetchList(query: "later"))
        #expect(interactor.respond(.listReceived(.success([]))))
        #expect(view.commands.last == .showNoContent)
    }

    @Test("a presenter without a router needs no router property")
    func noRouter() {
        final class Plain: Presenter {
            weak var commandListener: (any CommandListener<SearchCommand>)?
            var requestListener: (any RequestListener<SearchRequest>)?
            func handle(event: SearchEvent) { commandListener?.handle(command: .showNoContent) }
            func handle(response: SearchResponse) {}
        }
        let plain = Plain()
        #expect(plain.router == nil)
        plain.router = nil
        let view = RecordingView<SearchEvent, SearchCommand>()
        struct TestScene: Scene { func makeScreen() -> Int { 0 } }
        TestScene().build(view: view, presenter: plain, interactor: ScriptedInteractor<SearchRequest, SearchResponse>())
        view.send(.viewDidLoad)
        #expect(view.commands == [.showNoContent])
    }
}
