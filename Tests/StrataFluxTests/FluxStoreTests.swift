import Foundation
import Observation
import StrataCore
import StrataFlux
import StrataTesting
import Testing

@Suite("FluxStore")
@MainActor
struct FluxStoreTests {
    enum Action { case add(Int), reset }

    @Test("the state changes only when the dispatcher delivers an action; observers see each new state")
    func reduce() throws {
        let dispatcher = Dispatcher<Action>()
        let store = FluxStore(initialState: 0, dispatcher: dispatcher) { (total: inout Int, action: Action) in
            switch action {
            case let .add(amount): total += amount
            case .reset: total = 0
            }
        }
        var seen: [Int] = []
        let key = store.addObserver { seen.append($0) }
        try dispatcher.dispatch(.add(2))
        try dispatcher.dispatch(.add(3))
        #expect(store.removeObserver(key))
        try dispatcher.dispatch(.reset)
        #expect(seen == [2, 5])
        #expect(store.state == 0)
    }

    @Test("a store waiting for another sees that store's new state")
    func waitingFor() throws {
        let dispatcher = Dispatcher<Action>()
        // Both derived stores register before the source store they read.
        var sourceTotal: () -> Int = { -1 }
        let eager = FluxStore(initialState: 0, dispatcher: dispatcher) { (value: inout Int, _: Action) in
            value = sourceTotal() * 2
        }
        let waiting = FluxStore(initialState: 0, dispatcher: dispatcher) { (value: inout Int, _: Action) in
            value = sourceTotal() * 2
        }
        let source = FluxStore(initialState: 0, dispatcher: dispatcher) { (total: inout Int, action: Action) in
            if case let .add(amount) = action { total += amount }
        }
        sourceTotal = { source.state }
        waiting.dependencies = [source.dispatchKey]
        try dispatcher.dispatch(.add(4))
        #expect(eager.state == 0)  // read the source before it handled the action
        #expect(waiting.state == 8)
        #expect(source.state == 4)
    }

    @Test("dependencies given at creation are waited for, and cleared ones no longer are")
    func dependenciesAtCreationThenCleared() throws {
        let dispatcher = Dispatcher<Action>()
        var log: [String] = []
        // A key no store holds: waiting for it is an error, which shows the store did wait.
        let stranger = RegistryKey()
        let store = FluxStore(initialState: 0, dispatcher: dispatcher, waitingFor: [stranger]) { (_: inout Int, _: Action) in
            log.append("store")
        }
        #expect(throws: DispatcherError.unknownKey(stranger)) { try dispatcher.dispatch(.reset) }
        #expect(log.isEmpty)

        store.dependencies = []
        try dispatcher.dispatch(.reset)
        #expect(log == ["store"])

        store.dependencies = [stranger]
        #expect(throws: DispatcherError.unknownKey(stranger)) { try dispatcher.dispatch(.reset) }
        #expect(log == ["store"])
    }

    @Test("the store is @Observable")
    func observable() throws {
        let dispatcher = Dispatcher<Action>()
        let store = FluxStore(initialState: 0, dispatcher: dispatcher) { (total: inout Int, action: Action) in
            if case let .add(amount) = action { total += amount }
        }
        let changed = Flag()
        withObservationTracking { _ = store.state } onChange: { changed.raise() }
        try dispatcher.dispatch(.add(1))
        #expect(changed.isRaised)
    }

    @Test("an observer that re-arms after each change is told of every change, however many came unread")
    func observationRearming() throws {
        let dispatcher = Dispatcher<Action>()
        let store = FluxStore(initialState: 0, dispatcher: dispatcher) { (total: inout Int, action: Action) in
            if case let .add(amount) = action { total += amount }
        }
        try dispatcher.dispatch(.add(1))  // nobody has read the state yet
        for round in 1...3 {
            let changed = Flag()
            var seen = -1
            withObservationTracking { seen = store.state } onChange: { changed.raise() }
            #expect(seen == round * 3 - 2)
            try dispatcher.dispatch(.add(1))
            #expect(changed.isRaised)
            try dispatcher.dispatch(.add(1))  // unread since the previous change
            try dispatcher.dispatch(.add(1))
        }
        #expect(store.state == 10)
    }

    @Test("a deallocated store unregisters itself")
    func unregistersOnDeinit() throws {
        let dispatcher = Dispatcher<Action>()
        var reduced = 0
        weak var released: FluxStore<Int, Action>?
        do {
            let store = FluxStore(initialState: 0, dispatcher: dispatcher) { (_: inout Int, _: Action) in reduced += 1 }
            #expect(dispatcher.count == 1)
            try dispatcher.dispatch(.reset)
            released = store
        }
        #expect(released == nil)
        #expect(dispatcher.count == 0)
        try dispatcher.dispatch(.reset)
        #expect(reduced == 1)
    }

    @Test("a store released off the main actor unregisters itself on the main actor")
    func unregistersWhenReleasedElsewhere() async throws {
        let dispatcher = Dispatcher<Action>()
        weak var released: FluxStore<Int, Action>?
        let holder = Holder<FluxStore<Int, Action>>()
        do {
            let store = FluxStore(initialState: 0, dispatcher: dispatcher) { (_: inout Int, _: Action) in }
            holder.set(store)
            released = store
        }
        #expect(dispatcher.count == 1)
        await Task.detached { holder.set(nil) }.value  // the last reference goes on another thread
        #expect(await Task.settle(until: { dispatcher.count == 0 }, maximumYields: 10_000))
        #expect(released == nil)
        try dispatcher.dispatch(.reset)
    }
}

/// A reference that another thread can drop.
final class Holder<Object: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var object: Object?
    func set(_ object: Object?) { lock.withLock { self.object = object } }
}

/// A thread-safe flag for observation callbacks.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
}
