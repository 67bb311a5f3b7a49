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

    @Test("a lifted thunk reads its feature's part of the app state and dispatches through the app's store")
    func lifted() async {
        struct AppState: Equatable, Sendable {
            var counter = CounterState(count: 2)
            var other = 0
        }
        enum AppAction: Equatable, Sendable {
            case counter(CounterAction)
            case other
        }
        let toCounter = CasePath<AppAction, CounterAction>(embed: AppAction.counter, extract: { if case .counter(let action) = $0 { action } else { nil } })
        let appReducer = Reducer<AppState, AppAction>.combine(
            counterReducer.lifted(state: \.counter, action: toCounter),
            Reducer { state, action in if action == .other { state.other += 1 } }
        )
        let feature = Thunk<CounterState, CounterAction> { context in
            context.dispatch(.add(context.state.count * 10))
            await Task.yield()
            context.dispatch(.add(context.state.count))
        }
        let store = Store(initialState: AppState(), reducer: appReducer)
        await store.dispatch(feature.lifted(state: \.counter, action: toCounter)).value
        #expect(store.state.counter.count == 44, "2 + 20, then + 22 read after the first dispatch")
        #expect(store.state.counter.history == [22, 44])
        #expect(store.state.other == 0)
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

    @Test("releasing the store cancels its running thunks: a running thunk does not keep its store alive")
    func releasedStoreCancelsThunks() async {
        weak var released: Store<CounterState, CounterAction>?
        var tasks: [Task<Void, Never>] = []
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            let asleep = Thunk<CounterState, CounterAction> { _ in
                try? await Task.sleep(for: .seconds(3_600))  // until cancelled
            }
            tasks = [store.dispatch(asleep), store.dispatch(asleep)]
            await Task.settle(yields: 3)
            #expect(store.runningEffectCount == 2)
            released = store
        }
        #expect(released == nil)
        #expect(tasks.map(\.isCancelled) == [true, true])
        for task in tasks where !task.isCancelled { task.cancel() }  // a failed test does not wait an hour
        for task in tasks { await task.value }
    }

    @Test("a thunk that outlives its store is cancelled, dispatches nothing and reads the last state it read")
    func thunkOutlivesStore() async {
        let seen = Recorder<Int>()
        let cancelled = Recorder<Bool>()
        var task: Task<Void, Never>?
        do {
            let store = Store(initialState: CounterState(count: 7), reducer: counterReducer)
            task = store.dispatch(Thunk { context in
                seen.values.append(context.state.count)
                var yields = 0
                while !context.isCancelled, yields < 100_000 {  // bounded: a failed test does not spin forever
                    await Task.yield()
                    yields += 1
                }
                cancelled.values.append(context.isCancelled)
                context.dispatch(.increment)
                await context.run(loadCount(1))
                seen.values.append(context.state.count)
            })
            await Task.settle(yields: 3)
            store.dispatch(.increment)
        }
        await task?.value
        #expect(cancelled.values == [true])
        #expect(seen.values == [7, 7])
    }
}
