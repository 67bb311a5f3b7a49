import StrataRedux
import StrataTesting
import Testing

@Suite("Thunk")
@MainActor
struct ThunkTests {
    @Test("a thunk reads the current state and runs nested thunks")
    func stateAndNesting() async {
        let doubleLater = Thunk<CounterState, CounterAction> { context in
            await Task.yield()
            context.dispatch(.add(context.state.count))
        }
        let store = TestStore(initialState: CounterState(count: 3), reducer: counterReducer)
        store.send(Thunk { context in
            await context.run(doubleLater)
            context.dispatch(.noop)
        })
        await store.receive(.add(3)) {
            $0.count = 6
            $0.history = [6]
        }
        await store.receive(.noop)
        await store.finish()
    }

    @Test("a cancelled thunk's dispatches are dropped and it reports the cancellation")
    func cancelled() async {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var sawCancellation = false
        let task = store.dispatch(Thunk { context in
            while !context.isCancelled { await Task.yield() }
            sawCancellation = true
            context.dispatch(.increment)
            await context.run(loadCount(1))
        })
        #expect(store.runningEffectCount == 1)
        await Task.settle(yields: 3)
        task.cancel()
        await task.value
        #expect(sawCancellation)
        #expect(store.state == CounterState())
        #expect(store.runningEffectCount == 0)
    }

    @Test("cancelAllEffects cancels every running thunk")
    func cancelAll() async {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let forever = Thunk<CounterState, CounterAction> { context in
            while !context.isCancelled { await Task.yield() }
        }
        let first = store.dispatch(forever)
        let second = store.dispatch(forever)
        store.cancelAllEffects()
        await first.value
        await second.value
        #expect(store.runningEffectCount == 0)
    }
}
