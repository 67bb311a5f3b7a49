import StrataRedux
import StrataTesting
import Testing

@Suite("Middleware")
@MainActor
struct MiddlewareTests {
    @Test("middleware sees the state before and after, in chain order")
    func order() async {
        var log: [String] = []
        let outer = Middleware<CounterState, CounterAction> { context, action, next in
            log.append("outer before \(context.state.count)")
            next(action)
            log.append("outer after \(context.state.count)")
        }
        let inner = Middleware<CounterState, CounterAction> { context, action, next in
            log.append("inner before \(context.state.count)")
            next(action)
            log.append("inner after \(context.state.count)")
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [outer, inner])
        store.dispatch(.increment)
        #expect(log == ["outer before 0", "inner before 0", "inner after 1", "outer after 1"])
    }

    @Test("a next function kept past the store's lifetime does nothing when called")
    func keptNextOutlivesStore() {
        final class Kept { var next: Middleware<CounterState, CounterAction>.Next? }
        let kept = Kept()
        let keeping = Middleware<CounterState, CounterAction> { _, action, next in
            kept.next = next
            next(action)
        }
        weak var released: Store<CounterState, CounterAction>?
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [keeping])
            store.dispatch(.increment)
            #expect(store.state.count == 1)
            released = store
        }
        #expect(released == nil)
        kept.next?(.increment)  // with an unowned reference to the freed store, this call would stop the program
    }

    @Test("a middleware can drop actions")
    func drop() async {
        let noDecrements = Middleware<CounterState, CounterAction> { _, action, next in
            if action != .decrement { next(action) }
        }
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, middleware: [noDecrements])
        store.send(.decrement)
        store.send(.increment) {
            $0.count = 1
            $0.history = [1]
        }
        await store.finish()
    }

    @Test("a middleware can delay actions; the test store receives them")
    func delay() async {
        let delayed = Middleware<CounterState, CounterAction> { _, action, next in
            guard case .add = action else { return next(action) }
            Task { @MainActor in
                await Task.yield()
                next(action)
            }
        }
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, middleware: [delayed])
        store.send(.add(3))
        await store.receive(.add(3)) {
            $0.count = 3
            $0.history = [3]
        }
        await store.finish()
    }

    @Test("a middleware can start thunks")
    func startsThunk() async {
        let loader = Middleware<CounterState, CounterAction> { context, action, next in
            next(action)
            if action == .noop { context.dispatch(loadCount(8)) }
        }
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, middleware: [loader])
        store.send(.noop)
        await store.receive(.loadingStarted) { $0.isLoading = true }
        await store.receive(.loaded(8)) {
            $0.isLoading = false
            $0.count = 8
        }
        await store.finish()
    }

    @Test("the logging middleware writes each action and a readable diff")
    func logging() {
        var lines: [String] = []
        let store = Store(
            initialState: CounterState(), reducer: counterReducer,
            middleware: [.logging(name: "counter") { lines.append($0) }]
        )
        store.dispatch(.increment)
        store.dispatch(.noop)
        #expect(lines == [
            "[counter] action: increment\n  count: 0 → 1\n  history: [] → [1]",
            "[counter] action: noop (no state change)",
        ])
    }
}
