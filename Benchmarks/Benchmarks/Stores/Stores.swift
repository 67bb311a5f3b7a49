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

/// Measures dispatching `.increment` to a store with `count` subscribers, each made by `make` and
/// subscribed by `subscribe` (with its index) before the measurement starts; they stay alive until
/// it ends.
@MainActor
func measureReduxDispatch<Subscriber: AnyObject>(
    _ benchmark: Benchmark,
    subscribers count: Int,
    make: () -> Subscriber,
    subscribe: (Store<CounterState, CounterAction>, Subscriber, Int) -> Void
) {
    let store = Store(initialState: CounterState(), reducer: incrementReducer)
    let subscribers = (0..<count).map { index in
        let subscriber = make()
        subscribe(store, subscriber, index)
        return subscriber
    }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        store.dispatch(.increment)
    }
    benchmark.stopMeasurement()
    blackHole(subscribers)
}

/// Dispatches to a store with 100 subscriptions owned by their handles, made by `subscribe` and
/// kept until the measurement ends.
@MainActor
func measureHandleOwnedDispatch(
    _ benchmark: Benchmark,
    subscribe: (Store<CounterState, CounterAction>, Subscriber) -> Subscription
) {
    let store = Store(initialState: CounterState(), reducer: incrementReducer)
    let subscribers = (0..<100).map { _ in Subscriber() }
    let subscriptions = subscribers.map { subscribe(store, $0) }
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
        measureReduxDispatch(benchmark, subscribers: unchangedFields.count, make: Subscriber.init) { store, subscriber, index in
            store.subscribe(subscriber, select: unchangedFields[index]) { subscriber, value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, slices unchanged, closure selections") { @MainActor benchmark async in
        measureReduxDispatch(benchmark, subscribers: unchangedFieldReaders.count, make: Subscriber.init) { store, subscriber, index in
            store.subscribe(subscriber, select: unchangedFieldReaders[index]) { subscriber, value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, slices unchanged, closure selections written at the call site") { @MainActor benchmark async in
        let store = Store(initialState: CounterState(), reducer: incrementReducer)
        let subscribers = (0..<100).map { _ in Subscriber() }
        subscribeWithClosureLiterals(store, subscribers)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(subscribers)
    }

    Benchmark("Redux dispatch, 100 subscribers, all notified") { @MainActor benchmark async in
        measureReduxDispatch(benchmark, subscribers: 100, make: Subscriber.init) { store, subscriber, _ in
            store.subscribe(subscriber, select: \.f0) { subscriber, value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, all notified, handle-owned") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber in
            store.subscribe(select: \.f0) { value in subscriber.last = value }
        }
    }

    Benchmark("Redux dispatch, 100 subscribers, all notified, handle-owned, weak captures") { @MainActor benchmark async in
        measureHandleOwnedDispatch(benchmark) { store, subscriber in
            store.subscribe(select: \.f0) { [weak subscriber] value in subscriber?.last = value }
        }
    }

    Benchmark("Flux dispatch, 10 stores, not observable") { @MainActor benchmark async in
        let dispatcher = Dispatcher<CounterAction>()
        let stores = (0..<10).map { _ in
            FluxStore(initialState: 0, dispatcher: dispatcher, isObservable: false) { (count: inout Int, _: CounterAction) in
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
