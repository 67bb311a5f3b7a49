import Observation
import StrataCore

/// A Flux store: state that changes only when its dispatcher delivers an action.
///
/// Create one store per piece of feature state. The store registers itself with the dispatcher, applies
/// each action with its `reduce` closure and tells its observers. It is `Observable`, so a view model
/// or a `ContinuousObservation` (StrataCore) can read ``state`` directly and be re-run when it changes.
///
/// ```swift
/// let dispatcher = Dispatcher<SearchAction>()
/// let results = FluxStore(initialState: [Repository](), dispatcher: dispatcher) { repositories, action in
///     if case let .resultsLoaded(found) = action { repositories = found }
/// }
/// ```
///
/// A store that must see each action after other stores lists their ``dispatchKey`` in
/// ``dependencies`` (at init with `waitingFor:`, or later when those stores are created after it).
/// The store unregisters itself from the dispatcher when it is deallocated.
@MainActor
public final class FluxStore<State, Action>: Observable {
    @usableFromInline let core: FluxStoreCore<State, Action>
    @usableFromInline let dispatcher: Dispatcher<Action>
    @usableFromInline var registration = RegistryKey()

    /// The current state. Read-only: it changes only through dispatched actions.
    @inlinable
    public var state: State {
        core.content.flags.wasReadSinceLastChange = true
        core.registrar.access(core, keyPath: core.stateKeyPath)
        return core.storage
    }

    /// The key under which this store is registered with its dispatcher; list it in other stores'
    /// ``dependencies`` to make them run after this one.
    @inlinable public var dispatchKey: RegistryKey { registration }

    /// Keys of the stores that must handle each action before this one (see ``Dispatcher/waitFor(_:)``).
    @inlinable public var dependencies: [RegistryKey] {
        get { core.dependencies }
        set { core.dependencies = newValue }
    }

    /// Creates a store and registers it with `dispatcher`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - dispatcher: The dispatcher whose actions change this store.
    ///   - dependencies: Keys of stores that must handle each action before this one.
    ///   - isObservable: Whether ``state`` reports changes to Observation (`withObservationTracking`,
    ///     SwiftUI). Pass `false` for a store read only through ``addObserver(_:)`` or by other stores:
    ///     its dispatches never call the Observation registrar. An observable store calls it only when
    ///     ``state`` was read since the last change (only then can an observer be tracking it), so
    ///     `false` matters only for stores that are read after every dispatch.
    ///   - reduce: Applies an action to the state. Ignore actions that do not concern this store.
    @inlinable
    public init(
        initialState: State,
        dispatcher: Dispatcher<Action>,
        waitingFor dependencies: [RegistryKey] = [],
        isObservable: Bool = true,
        reduce: @escaping (inout State, Action) -> Void
    ) {
        let core = FluxStoreCore(
            initialState: initialState, dispatcher: dispatcher, dependencies: dependencies,
            isObservable: isObservable, reduce: reduce
        )
        self.core = core
        self.dispatcher = dispatcher
        registration = dispatcher.register { action throws(DispatcherError) in
            try core.receive(action)
        }
    }

    isolated deinit {
        dispatcher.unregister(registration)
    }

    /// Calls `observer` with the new state after every action this store received.
    ///
    /// - Returns: A key for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (State) -> Void) -> RegistryKey {
        defer { core.content.flags.hasObservers = true }
        return core.observers.register(observer)
    }

    /// Stops calling the observer registered under `key`.
    @discardableResult
    public func removeObserver(_ key: RegistryKey) -> Bool {
        defer { core.content.flags.hasObservers = !core.observers.isEmpty }
        return core.observers.unregister(key: key)
    }
}
