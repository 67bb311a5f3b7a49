import StrataRedux
import StrataTesting
import Testing

struct AppState: Equatable, Sendable {
    var counter = CounterState()
    var title = "Counter"
    var details: CounterState?
}

enum AppAction: Equatable, Sendable {
    case counter(CounterAction)
    case details(CounterAction)
    case rename(String)
    case showDetails
}

extension AppAction {
    static let counterCase = CasePath<AppAction, CounterAction>(embed: AppAction.counter) {
        if case let .counter(action) = $0 { action } else { nil }
    }
    static let detailsCase = CasePath<AppAction, CounterAction>(embed: AppAction.details) {
        if case let .details(action) = $0 { action } else { nil }
    }
}

let appReducer = Reducer<AppState, AppAction>.combine(
    counterReducer.lifted(state: \.counter, action: AppAction.counterCase),
    counterReducer.lifted(optionalState: \.details, action: AppAction.detailsCase),
    Reducer { state, action in
        switch action {
        case let .rename(title): state.title = title
        case .showDetails: state.details = CounterState()
        default: break
        }
    }
)

@Suite("Reducer composition")
@MainActor
struct ReducerTests {
    @Test("a lifted child reducer sees only its own actions, on its own state")
    func lifted() async {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        store.send(.counter(.increment)) {
            $0.counter.count = 1
            $0.counter.history = [1]
        }
        store.send(.rename("Clicks")) { $0.title = "Clicks" }
        await store.finish()
    }

    @Test("an optional child reducer runs only while its state exists")
    func optionalChild() async {
        let store = TestStore(initialState: AppState(), reducer: appReducer)
        store.send(.details(.increment))
        store.send(.showDetails) { $0.details = CounterState() }
        store.send(.details(.add(3))) {
            $0.details?.count = 3
            $0.details?.history = [3]
        }
        await store.finish()
    }

    @Test("combine applies reducers in order; empty changes nothing")
    func combineOrder() {
        let append = { (suffix: String) in Reducer<String, Void> { state, _ in state += suffix } }
        var state = ""
        Reducer.combine(append("a"), append("b"), .empty, append("c"))(&state, ())
        #expect(state == "abc")
        var single = ""
        Reducer.combine([append("x")])(&single, ())
        #expect(single == "x")
    }

    @Test("a state-only lift applies the child reducer to the same actions")
    func stateOnlyLift() {
        let reducer: Reducer<AppState, CounterAction> = counterReducer.lifted(state: \AppState.counter)
        var state = AppState()
        reducer(&state, .add(2))
        #expect(state.counter.count == 2)
        #expect(state.title == "Counter")
    }
}

@Suite("CasePath")
struct CasePathTests {
    @Test("embed and extract are inverse for the case, extract is nil for other cases")
    func roundTrip() {
        let path = AppAction.counterCase
        #expect(path.embed(.increment) == .counter(.increment))
        #expect(path.extract(.counter(.add(2))) == .add(2))
        #expect(path.extract(.rename("x")) == nil)
    }

    @Test("appending goes through nested cases")
    func appending() {
        let add = CasePath<CounterAction, Int>(embed: CounterAction.add) {
            if case let .add(amount) = $0 { amount } else { nil }
        }
        let path = AppAction.counterCase.appending(add)
        #expect(path.embed(4) == .counter(.add(4)))
        #expect(path.extract(.counter(.add(9))) == 9)
        #expect(path.extract(.counter(.increment)) == nil)
        #expect(CasePath<Int, Int>.identity().extract(3) == 3)
    }
}
