import Benchmark
import StrataFlux
import StrataRedux

/// Receives subscription callbacks; keeps the last value so the work is not optimised away.
@MainActor
final class Subscriber {
    var last = 0
}

let incrementReducer = Reducer<CounterState, CounterAction> { state, _ in
    state.f0 &+= 1
}

/// Dispatches `.increment` to a store with 100 subscriptions, made by `subscribe` (given a
/// subscriber object and its index) and kept, with their subscribers, until the measurement ends.
@MainActor
func measureHandleOwnedDispatch(
    _ benchmark: Benchmark,
    subscribe: (Store<CounterState, CounterAction>, Subscriber, Int) -> Subscription
) {
    let store = Store(initialState: CounterState(), reducer: incrementReducer)
    let subscribers = (0..<100).map { _ in Subscriber() }
    let subscriptions = subscribers.indices.map { subscribe(store, subscribers[$0], $0) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        store.dispatch(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(subscriptions)
    blackHole(subscribers)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 2_000
    )

    Benchmark("Redux dispatch, no subscribers") { @MainActor benchmark async in
        let store = Store(initialState: CounterState(), reducer: incrementReducer)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(store.state.f0)
    }

    Benchmark("Redux dispatch, 100 subscribers, slices unchanged") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber, index in
            store.subscribe(select: unchangedFields[index]) { value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, slices unchanged, closure selections") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber, index in
            store.subscribe(select: unchangedFieldReaders[index]) { value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, slices unchanged, closure selections written at the call site") { @MainActor benchmark async in
        let store = Store(initialState: CounterState(), reducer: incrementReducer)
        let subscribers = (0..<100).map { _ in Subscriber() }
        let subscriptions = subscribeWithClosureLiterals(store, subscribers)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(subscriptions)
        blackHole(subscribers)
    }

    Benchmark("Redux dispatch, 100 subscribers, all notified, handle-owned") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber, _ in
            store.subscribe(select: \.f0) { value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, all notified, handle-owned, weak captures") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber, _ in
            store.subscribe(select: \.f0) { [weak subscriber] value in subscriber?.last = value }
        }
    }

    Benchmark("Flux dispatch, 10 stores") { @MainActor benchmark async in
        let dispatcher = Dispatcher<CounterAction>()
        let stores = (0..<10).map { _ in
            FluxStore(initialState: 0, dispatcher: dispatcher) { (count: inout Int, _: CounterAction) in
                count &+= 1
            }
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try? dispatcher.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(stores[9].state)
    }
}
