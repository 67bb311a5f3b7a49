import PropertyBased
import StrataCore
import Testing

@Suite("RequestState")
struct RequestStateTests {
    struct Failure: Error, Equatable { let code: Int }
    typealias State = RequestState<[String], Failure>

    @Test("an initial load shows a full-screen indicator, then the value")
    func initialLoad() {
        var state = State.idle
        let started = state.start(.initial)
        #expect(started)
        #expect(state.showsFullScreenLoading)
        #expect(!state.showsRefreshIndicator)
        #expect(state.value == nil)
        state.succeed(with: ["a"])
        #expect(state == .loaded(["a"]))
        #expect(!state.isLoading)
    }

    @Test("a refresh keeps the value and shows the refresh indicator")
    func refresh() {
        var state = State.loaded(["a"])
        let started = state.start(.refresh)
        #expect(started)
        #expect(state.showsRefreshIndicator)
        #expect(!state.showsFullScreenLoading)
        #expect(state.value == ["a"])
        #expect(state.loadingKind == .refresh)
    }

    @Test("an implicit reload shows nothing and keeps the value")
    func implicitReload() {
        var state = State.loaded(["a"])
        state.start(.implicitReload)
        #expect(!state.showsFullScreenLoading && !state.showsRefreshIndicator)
        #expect(state.value == ["a"])
        var empty = State.idle
        empty.start(.implicitReload)
        #expect(!empty.showsFullScreenLoading)
    }

    @Test("a failure with nothing to show is full-screen; a failed reload is shown over the value")
    func failures() {
        var first = State.idle
        first.start(.initial)
        first.fail(with: Failure(code: 500))
        #expect(first.fullScreenFailure == Failure(code: 500))
        #expect(first.reloadFailure == nil)
        var reload = State.loaded(["a"])
        reload.start(.refresh)
        reload.fail(with: Failure(code: 503))
        #expect(reload.fullScreenFailure == nil)
        #expect(reload.reloadFailure == Failure(code: 503))
        #expect(reload.value == ["a"])
    }

    @Test("a second start while loading is refused; reset forgets everything")
    func duplicateStart() {
        var state = State.idle
        let first = state.start(.initial)
        let second = state.start(.refresh)
        #expect(first)
        #expect(!second)
        #expect(state.loadingKind == .initial)
        state.reset()
        #expect(state == .idle)
    }

    enum Event { case start(RequestKind), succeed(Int), fail }

    @Test("property: the value shown is always the last successful response since the last reset")
    func valueProperty() async {
        let event = Gen.int(in: 0...5).map { pick -> Event in
            switch pick {
            case 0: .start(.initial)
            case 1: .start(.refresh)
            case 2: .start(.implicitReload)
            case 3, 4: .succeed(pick)
            default: .fail
            }
        }
        await propertyCheck(count: 500, input: event.array(of: 0...30)) { events in
            var state = RequestState<Int, Failure>.idle
            var lastSuccess: Int?
            for event in events {
                switch event {
                case let .start(kind): state.start(kind)
                case let .succeed(value):
                    state.succeed(with: value)
                    lastSuccess = value
                case .fail: state.fail(with: Failure(code: 1))
                }
                #expect(state.value == lastSuccess)
                #expect(!(state.fullScreenFailure != nil && state.reloadFailure != nil))
            }
        }
    }
}

@Suite("OneShot")
struct OneShotTests {
    @Test("each firing is handed out once, the same value twice included")
    func once() {
        var event = OneShot<String>()
        var receiver = OneShotReceiver<String>()
        #expect(receiver.take(event) == nil)
        event.fire("saved")
        #expect(receiver.take(event) == "saved")
        #expect(receiver.take(event) == nil)
        event.fire("saved")
        #expect(receiver.take(event) == "saved")
    }

    @Test("a receiver created later ignores past firings unless asked")
    func pastEvents() {
        var event = OneShot<Int>()
        event.fire(1)
        var late = OneShotReceiver(startingAfter: event)
        #expect(late.take(event) == nil)
        var replaying = OneShotReceiver(startingAfter: event, deliversPastEvent: true)
        #expect(replaying.take(event) == 1)
        #expect(event != OneShot<Int>())
    }
}
