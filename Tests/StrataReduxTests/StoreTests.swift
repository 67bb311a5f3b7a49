import Observation
import PropertyBased
import StrataRedux
import StrataTesting
import Testing

@Suite("Store")
@MainActor
struct StoreTests {
    @Test("dispatch runs the reducer; the state is visible through the store")
    func dispatch() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        store.send(.increment) {
            $0.count = 1
            $0.history = [1]
        }
        store.send(.add(5)) {
            $0.count = 6
            $0.history = [1, 6]
        }
        await store.finish()
    }

    @Test("actions dispatched during a dispatch run after it, in order")
    func queuedActions() async {
        let doubling = Middleware<CounterState, CounterAction> { context, action, next in
            next(action)
            if action == .increment { context.dispatch(.add(10)) }
        }
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, middleware: [doubling])
        store.send(.increment) {
            $0.count = 11
            $0.history = [1, 11]
        }
        await store.finish()
    }

    @Test("a subscriber that dispatches sees every state in order")
    func subscriberDispatch() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let bag = SubscriptionBag()
        let recorder = Recorder<Int>()
        store.subscribe(select: \.count) { count in
            recorder.values.append(count)
            if count == 1 { store.dispatch(.add(100)) }
        }.store(in: bag)
        store.dispatch(.increment)
        #expect(recorder.values == [0, 1, 101])
        #expect(store.state.count == 101)
    }

    @Test("thunks run as tasks and can be cancelled; later dispatches are dropped")
    func cancellation() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        let task = store.send(loadCount(5, yields: 50))
        await store.receive(.loadingStarted) { $0.isLoading = true }
        task.cancel()
        await task.value
        #expect(store.store.runningEffectCount == 0)
        await store.finish()
        #expect(store.state.count == 0)
    }

    @Test("property: the state equals the reducer folded over the dispatched actions")
    func foldProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: -5...5).array(of: 0...40)) { amounts in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            var expected = CounterState()
            for amount in amounts {
                store.dispatch(.add(amount))
                counterReducer(&expected, .add(amount))
            }
            #expect(store.state == expected)
        }
    }
}
