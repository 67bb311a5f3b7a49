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

/// The part of a ``FluxStore`` that its dispatcher calls: state, reducer, observers.
///
/// The dispatcher's callback holds the core strongly (a weak reference would give the store a side
/// table and make every dispatch pay for slow reference counting); the public store unregisters the
/// callback when it goes away, which releases the core. The core is the `Observable` subject that the
/// store's `state` reports to.
@MainActor
@usableFromInline
final class FluxStoreCore<State, Action>: Observable {
    /// The state and the flags a dispatch reads, in one stored property: the common dispatch (no
    /// dependencies, nobody tracking the state) then pays one exclusivity check for all of it.
    @usableFromInline var content: Content
    /// The current state.
    @inlinable var storage: State { content.state }
    @usableFromInline let registrar = ObservationRegistrar()
    // Instantiated once: a key path literal in a generic context is rebuilt on every evaluation,
    // which would dominate the cost of a dispatch.
    @usableFromInline let stateKeyPath: KeyPath<FluxStoreCore, State> = \.storage
    @usableFromInline let reduce: (inout State, Action) -> Void
    @usableFromInline var dependencies: [RegistryKey] {
        didSet { content.flags.hasDependencies = !dependencies.isEmpty }
    }
    /// Held strongly: the public store holds it too, and unregistering from it (when the store goes
    /// away) releases this core.
    @usableFromInline let dispatcher: Dispatcher<Action>
    @usableFromInline let observers = HandlerRegistry<State>()
    /// Whether mutations are reported to the Observation registrar.
    @usableFromInline let isObservable: Bool
    /// See ``FluxStoreCore/content``.
    @usableFromInline
    struct Content {
        @usableFromInline var state: State
        @usableFromInline var flags = Flags()

        @inlinable
        init(state: State) {
            self.state = state
        }
    }

    /// What a dispatch must know before reducing.
    @usableFromInline
    struct Flags {
        /// Mirrors `!dependencies.isEmpty`.
        @usableFromInline var hasDependencies = false
        /// Mirrors `!observers.isEmpty`, so that a dispatch reads a flag instead of calling into the
        /// generic registry.
        @usableFromInline var hasObservers = false
        /// Whether `state` was read since the registrar was last told of a change.
        ///
        /// Observation tracking is one-shot: an observer is registered by reading `state` (which
        /// calls `registrar.access`) and is dropped by the first change it is told of. So while
        /// `state` has not been read since the last reported change, nobody can be tracking it and
        /// the registrar's willSet/didSet — two lock round trips and a key path lookup — are skipped.
        @usableFromInline var wasReadSinceLastChange = false

        @inlinable init() {}
    }

    @inlinable
    init(
        initialState: State,
        dispatcher: Dispatcher<Action>,
        dependencies: [RegistryKey],
        isObservable: Bool,
        reduce: @escaping (inout State, Action) -> Void
    ) {
        content = Content(state: initialState)
        content.flags.hasDependencies = !dependencies.isEmpty
        self.isObservable = isObservable
        self.dispatcher = dispatcher
        self.dependencies = dependencies
        self.reduce = reduce
    }

    /// What ``reduceIfUnobserved(_:_:reduce:isObservable:)`` did.
    @usableFromInline
    enum QuietStep {
        /// Reduced; the store has no observers.
        case reduced
        /// Reduced; the observers must be told.
        case reducedWithObservers
        /// Not reduced: other stores must run first, or the registrar must be told.
        case needsFullPath
    }

    /// Reduces `action` into `content` unless the store has dependencies or someone may be tracking
    /// its state: the common dispatch, done within a single access to `content`.
    @inlinable
    static func reduceIfUnobserved(
        _ content: inout Content, _ action: Action, reduce: (inout State, Action) -> Void, isObservable: Bool
    ) -> QuietStep {
        let flags = content.flags
        if flags.hasDependencies || (isObservable && flags.wasReadSinceLastChange) { return .needsFullPath }
        reduce(&content.state, action)
        return content.flags.hasObservers ? .reducedWithObservers : .reduced
    }

    @inlinable
    func receive(_ action: Action) throws(DispatcherError) {
        switch Self.reduceIfUnobserved(&content, action, reduce: reduce, isObservable: isObservable) {
        case .reduced:
            return
        case .reducedWithObservers:
            observers.emit(storage)
            return
        case .needsFullPath:
            break
        }
        if content.flags.hasDependencies {
            try dispatcher.waitFor(dependencies)
        }
        // willSet/didSet rather than withMutation: its closure would be main-actor isolated and pay a
        // dynamic executor check on every call.
        if isObservable && content.flags.wasReadSinceLastChange {
            // Cleared first: an observer that re-arms from its change handler reads `state` again.
            content.flags.wasReadSinceLastChange = false
            registrar.willSet(self, keyPath: stateKeyPath)
            reduce(&content.state, action)
            registrar.didSet(self, keyPath: stateKeyPath)
        } else {
            reduce(&content.state, action)
        }
        if content.flags.hasObservers {
            observers.emit(storage)
        }
    }
}
