import StrataCore
import StrataRedux

/// A small feature used across the tests: a counter with a history and an async "fetch" action creator.
struct CounterState: Equatable, Sendable {
    var count = 0
    var history: [Int] = []
    var isLoading = false
    var message = OneShot<String>()
}

enum CounterAction: Equatable, Sendable {
    case increment
    case decrement
    case add(Int)
    case loadingStarted
    case loaded(Int)
    case announce(String)
    case noop
}

let counterReducer = Reducer<CounterState, CounterAction> { state, action in
    switch action {
    case .increment:
        state.count += 1
        state.history.append(state.count)
    case .decrement:
        state.count -= 1
        state.history.append(state.count)
    case let .add(amount):
        state.count += amount
        state.history.append(state.count)
    case .loadingStarted:
        state.isLoading = true
    case let .loaded(value):
        state.isLoading = false
        state.count = value
    case let .announce(text):
        state.message.fire(text)
    case .noop:
        break
    }
}

/// Loads a number after `delay` steps of yielding, like a network call would.
func loadCount(_ value: Int, yields: Int = 3) -> Thunk<CounterState, CounterAction> {
    Thunk { context in
        context.dispatch(.loadingStarted)
        for _ in 0..<yields { await Task.yield() }
        context.dispatch(.loaded(value))
    }
}

/// An object that records what a subscription delivered.
@MainActor
final class Recorder<Value> {
    var values: [Value] = []
}
