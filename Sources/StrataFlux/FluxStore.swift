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
    /// The state, reducer and observers: what the dispatcher's callback calls. Held by that
    /// callback too, so that the dispatcher never reaches the store through a weak reference.
    @usableFromInline let core: Core
    @usableFromInline let dispatcher: Dispatcher<Action>
    /// Unregisters the store's callback when the store goes (see `DispatcherRegistration`).
    @usableFromInline let registration: DispatcherRegistration

    /// The current state. Read-only: it changes only through dispatched actions.
    public var state: State {
        core.flags.isTracked = true
        core.registrar.access(core, keyPath: core.stateKeyPath)
        return core.state
    }

    /// The key under which this store is registered with its dispatcher; list it in other stores'
    /// ``dependencies`` to make them run after this one.
    public let dispatchKey: RegistryKey

    /// Keys of the stores that must handle each action before this one (see ``Dispatcher/waitFor(_:)``).
    public var dependencies: [RegistryKey] {
        get { core.dependencies }
        set {
            core.dependencies = newValue
            core.flags.hasDependencies = !newValue.isEmpty
        }
    }

    /// Creates a store and registers it with `dispatcher`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - dispatcher: The dispatcher whose actions change this store.
    ///   - dependencies: Keys of stores that must handle each action before this one.
    ///   - reduce: Applies an action to the state. Ignore actions that do not concern this store.
    // Inlinable, like the dispatch path it builds: the callback it registers is then specialised
    // for the caller's `State` and `Action` (see <doc:Performance>).
    @inlinable
    public init(
        initialState: State,
        dispatcher: Dispatcher<Action>,
        waitingFor dependencies: [RegistryKey] = [],
        reduce: @escaping (inout State, Action) -> Void
    ) {
        let core = Core(state: initialState, dispatcher: dispatcher, dependencies: dependencies, reduce: reduce)
        self.core = core
        self.dispatcher = dispatcher
        // The callback holds the core strongly; the store unregisters it when it goes away,
        // which releases the core.
        let key = dispatcher.register { action throws(DispatcherError) in
            try core.receive(action)
        }
        dispatchKey = key
        registration = DispatcherRegistration { dispatcher.unregister(key) }
    }

    /// Calls `observer` with the new state after every action this store received.
    ///
    /// - Returns: A key for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (State) -> Void) -> RegistryKey {
        defer { core.flags.hasObservers = true }
        return core.observers.register(observer)
    }

    /// Stops calling the observer registered under `key`.
    @discardableResult
    public func removeObserver(_ key: RegistryKey) -> Bool {
        defer { core.flags.hasObservers = !core.observers.isEmpty }
        return core.observers.unregister(key: key)
    }
}

extension FluxStore {
    /// The part of a store that its dispatcher calls: the state, the reducer, the observers and
    /// the Observation registrar (it is the `Observable` subject that ``FluxStore/state``
    /// reports to).
    @MainActor
    @usableFromInline
    final class Core: Observable {
        @usableFromInline var state: State
        @usableFromInline let reduce: (inout State, Action) -> Void
        /// Held strongly: the store holds it too, and unregistering from it releases this core.
        @usableFromInline let dispatcher: Dispatcher<Action>
        @usableFromInline var dependencies: [RegistryKey]
        @usableFromInline let observers = HandlerRegistry<State>()
        @usableFromInline let registrar = ObservationRegistrar()
        /// Made once: a key path literal in a generic context is built again on every evaluation.
        @usableFromInline let stateKeyPath: KeyPath<Core, State> = \.state
        /// What a dispatch must know before reducing, read in one access.
        @usableFromInline var flags = Flags()

        /// What a dispatch must know before reducing.
        @usableFromInline
        struct Flags {
            /// Mirrors `!dependencies.isEmpty`.
            @usableFromInline var hasDependencies = false
            /// Whether `state` was read since the registrar was last told of a change. Observation
            /// tracking is one-shot (an observer is dropped by the first change it hears of), so
            /// while nobody read the state, nobody can be tracking it and the registrar is not told.
            @usableFromInline var isTracked = false
            /// Mirrors `!observers.isEmpty`: asking the registry (generic code in another module)
            /// on every dispatch would cost more than the rest of it.
            @usableFromInline var hasObservers = false

            @usableFromInline init() {}
        }

        @usableFromInline
        init(state: State, dispatcher: Dispatcher<Action>, dependencies: [RegistryKey], reduce: @escaping (inout State, Action) -> Void) {
            self.state = state
            self.dispatcher = dispatcher
            self.dependencies = dependencies
            self.reduce = reduce
            flags.hasDependencies = !dependencies.isEmpty
        }

        /// Applies `action`: after the stores it depends on, telling Observation and the observers.
        @inlinable
        func receive(_ action: Action) throws(DispatcherError) {
            var flags = self.flags
            if flags.hasDependencies {
                try dispatcher.waitFor(dependencies)
                flags = self.flags  // the stores it waited for may have read or observed this one
            }
            if flags.isTracked {
                // Cleared first: an observer that re-arms from its change handler reads `state` again.
                self.flags.isTracked = false
                // willSet/didSet rather than withMutation, whose closure would pay a dynamic
                // main-actor check on every call.
                registrar.willSet(self, keyPath: stateKeyPath)
                reduce(&state, action)
                registrar.didSet(self, keyPath: stateKeyPath)
                flags = self.flags  // Observation's handlers may have added an observer
            } else {
                reduce(&state, action)
            }
            if flags.hasObservers {
                observers.emit(state)
            }
        }
    }
}

/// What unregisters a `FluxStore` from its dispatcher when the store goes: the store holds it, and
/// its `isolated deinit` runs the unregistering on the main actor, wherever the store's last
/// reference was released.
///
/// Not the store's own `isolated deinit`: Swift 6.3.1 crashes (EarlyPerfInliner) when it optimises
/// the `isolated deinit` of a generic class for iOS before 18.4 (swiftlang/swift#87462); this class
/// is not generic.
@MainActor
@usableFromInline
final class DispatcherRegistration {
    private let unregister: @MainActor () -> Void

    @usableFromInline
    init(unregister: @escaping @MainActor () -> Void) {
        self.unregister = unregister
    }

    isolated deinit {
        unregister()
    }
}
