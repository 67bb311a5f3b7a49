import Observation
import StrataCore

/// The part of a ``FluxStore`` that its dispatcher calls: state, reducer, observers.
///
/// The dispatcher's callback holds the core strongly (a weak reference would give the store a side
/// table and make every dispatch pay for slow reference counting); the public store unregisters the
/// callback when it goes away, which releases the core. The core is the `Observable` subject that the
/// store's `state` reports to.
@MainActor
@usableFromInline
final class FluxStoreCore<State, Action>: Observable {
    @usableFromInline var storage: State
    @usableFromInline let registrar = ObservationRegistrar()
    // Instantiated once: a key path literal in a generic context is rebuilt on every evaluation,
    // which would dominate the cost of a dispatch.
    @usableFromInline let stateKeyPath: KeyPath<FluxStoreCore, State> = \.storage
    @usableFromInline let reduce: (inout State, Action) -> Void
    @usableFromInline var dependencies: [RegistryKey]
    /// Held strongly: the public store holds it too, and unregistering from it (when the store goes
    /// away) releases this core.
    @usableFromInline let dispatcher: Dispatcher<Action>
    @usableFromInline let observers = HandlerRegistry<State>()
    /// Mirrors `!observers.isEmpty`, so that a dispatch reads a flag instead of calling into the
    /// generic registry.
    @usableFromInline var hasObservers = false
    /// Whether mutations are reported to the Observation registrar.
    @usableFromInline let isObservable: Bool
    /// Whether `state` was read since the registrar was last told of a change.
    ///
    /// Observation tracking is one-shot: an observer is registered by reading `state` (which calls
    /// `registrar.access`) and is dropped by the first change it is told of. So while `state` has not
    /// been read since the last reported change, nobody can be tracking it and the registrar's
    /// willSet/didSet — two lock round trips and a key path lookup — are skipped.
    @usableFromInline var wasReadSinceLastChange = false

    @inlinable
    init(
        initialState: State,
        dispatcher: Dispatcher<Action>,
        dependencies: [RegistryKey],
        isObservable: Bool,
        reduce: @escaping (inout State, Action) -> Void
    ) {
        storage = initialState
        self.isObservable = isObservable
        self.dispatcher = dispatcher
        self.dependencies = dependencies
        self.reduce = reduce
    }

    @inlinable
    func receive(_ action: Action) throws(DispatcherError) {
        if !dependencies.isEmpty {
            try dispatcher.waitFor(dependencies)
        }
        // willSet/didSet rather than withMutation: its closure would be main-actor isolated and pay a
        // dynamic executor check on every call.
        if isObservable && wasReadSinceLastChange {
            // Cleared first: an observer that re-arms from its change handler reads `state` again.
            wasReadSinceLastChange = false
            registrar.willSet(self, keyPath: stateKeyPath)
            reduce(&storage, action)
            registrar.didSet(self, keyPath: stateKeyPath)
        } else {
            reduce(&storage, action)
        }
        if hasObservers {
            observers.emit(storage)
        }
    }
}
