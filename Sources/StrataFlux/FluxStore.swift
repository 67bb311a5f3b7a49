import Observation
import StrataCore

/// A Flux store: state that changes only when its dispatcher delivers an action.
///
/// Create one store per piece of feature state. The store registers itself with the dispatcher, applies
/// each action with its `reduce` closure and tells its observers. It is `@Observable`, so a view model
/// or a ``StrataCore/ContinuousObservation`` can read ``state`` directly and be re-run when it changes.
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
    /// The current state. Read-only: it changes only through dispatched actions.
    @inlinable
    public var state: State {
        registrar.access(self, keyPath: stateKeyPath)
        return storage
    }

    @usableFromInline var storage: State
    @usableFromInline let registrar = ObservationRegistrar()
    // Instantiated once: a key path literal in a generic context is rebuilt on every evaluation,
    // which would dominate the cost of a dispatch.
    @usableFromInline let stateKeyPath: KeyPath<FluxStore, State> = \.state

    /// The key under which this store is registered with its dispatcher; pass it to other stores'
    /// `waitingFor` to make them run after this one.
    @inlinable public var dispatchKey: RegistryKey { registration }

    @usableFromInline var registration = RegistryKey()

    /// Keys of the stores that must handle each action before this one (see ``Dispatcher/waitFor(_:)``).
    public var dependencies: [RegistryKey]

    @usableFromInline let dispatcher: Dispatcher<Action>
    @usableFromInline let reduce: (inout State, Action) -> Void
    @usableFromInline let observers = HandlerRegistry<State>()

    /// Creates a store and registers it with `dispatcher`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - dispatcher: The dispatcher whose actions change this store.
    ///   - waitingFor: Keys of stores that must handle each action before this one.
    ///   - reduce: Applies an action to the state. Ignore actions that do not concern this store.
    @inlinable
    public init(
        initialState: State,
        dispatcher: Dispatcher<Action>,
        waitingFor dependencies: [RegistryKey] = [],
        reduce: @escaping (inout State, Action) -> Void
    ) {
        storage = initialState
        self.dependencies = dependencies
        self.dispatcher = dispatcher
        self.reduce = reduce
        registration = dispatcher.register { [weak self] action throws(DispatcherError) in
            try self?.receive(action)
        }
    }

    isolated deinit {
        dispatcher.unregister(dispatchKey)
    }

    /// Calls `observer` with the new state after every action this store received.
    ///
    /// - Returns: A key for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (State) -> Void) -> RegistryKey {
        observers.register(observer)
    }

    /// Stops calling the observer registered under `key`.
    @discardableResult
    public func removeObserver(_ key: RegistryKey) -> Bool {
        observers.unregister(key: key)
    }

    @inlinable
    func receive(_ action: Action) throws(DispatcherError) {
        if !dependencies.isEmpty {
            try dispatcher.waitFor(dependencies)
        }
        registrar.withMutation(of: self, keyPath: stateKeyPath) {
            reduce(&storage, action)
        }
        if !observers.isEmpty {
            observers.emit(storage)
        }
    }
}
