import StrataCore

/// The hub of a Flux feature: it delivers every action to every registered store, in registration order.
///
/// Use one dispatcher per feature (or per app) on the main actor. Stores register a callback once;
/// action creators call ``dispatch(_:)`` after their I/O finished.
///
/// ```swift
/// let dispatcher = Dispatcher<SearchAction>()
/// let key = dispatcher.register { action in print(action) }
/// try dispatcher.dispatch(.queryChanged("swift"))
/// dispatcher.unregister(key)
/// ```
///
/// ## Ordering between stores
/// A callback that needs another store to have handled the action first calls ``waitFor(_:)`` with that
/// store's key; the other callback then runs at once (if it has not run yet). Cycles are reported with
/// ``DispatcherError/circularWait(_:)``.
///
/// ## No cascades
/// Dispatching from inside a dispatch throws ``DispatcherError/reentrantDispatch`` — it never
/// silently reorders or queues the action.
///
/// ## Registration changes during a dispatch
/// A callback registered during a dispatch first sees the *next* action. A callback unregistered during
/// a dispatch before its turn is not called.
@MainActor
public final class Dispatcher<Action> {
    /// A registered store callback. Callbacks may throw the errors of ``Dispatcher/waitFor(_:)``.
    public typealias Callback = (Action) throws(DispatcherError) -> Void

    /// The callback the dispatch loop is running. One value, so that the loop pays one access to
    /// the dispatcher per callback (Stores › "Flux dispatch, 10 stores").
    @usableFromInline
    struct Turn {
        @usableFromInline var index = 0
        /// Whether, in this dispatch, `waitFor` ran a callback ahead of its turn or a callback was
        /// unregistered: only then must the loop look at a callback's marks before calling it.
        @usableFromInline var mustCheckMarks = false

        @inlinable init() {}

        /// Moves the turn to `index`; returns whether that callback's marks must be read.
        @inlinable
        mutating func advance(to index: Int) -> Bool {
            self.index = index
            return mustCheckMarks
        }
    }

    /// One registered callback, as the dispatcher keeps it.
    @usableFromInline
    struct Registration {
        let key: RegistryKey
        /// The callback, returning the error it threw: an array of typed-throws function types
        /// needs runtime support that only iOS 18, macOS 15 and tvOS 18 have.
        @usableFromInline let call: (Action) -> DispatcherError?
        /// `false` once unregistered during a dispatch (it is removed when the dispatch ends).
        @usableFromInline var isLive = true
        /// The dispatch in which `waitFor` ran it ahead of its turn, if any.
        @usableFromInline var ranAheadIn: UInt64 = 0
        /// The dispatch in which `waitFor` started it: it is running, for cycle reports.
        var startedIn: UInt64 = 0
    }

    /// Every callback, in registration order.
    @usableFromInline var registrations: [Registration] = []
    /// The action being dispatched; `nil` between dispatches.
    @usableFromInline var action: Action?
    /// Counts dispatches, so that marks left by an earlier one are told apart.
    @usableFromInline var generation: UInt64 = 0
    /// Whose turn it is in the dispatch loop, and whether its marks must be read first.
    @usableFromInline var turn = Turn()
    /// How many callbacks were registered when the dispatch began (later ones wait for the next).
    @usableFromInline var dispatchedCount = 0
    /// The callbacks `waitFor` started from the one whose turn it is, for cycle reports.
    var waitChain: [RegistryKey] = []

    /// Creates a dispatcher with no registered callbacks.
    public init() {}

    /// Whether an action is being dispatched right now.
    public var isDispatching: Bool { action != nil }

    /// The number of registered callbacks.
    public var count: Int { registrations.count { $0.isLive } }

    /// Registers a callback that receives every action dispatched from now on.
    ///
    /// - Returns: The key that identifies the callback, for ``unregister(_:)`` and ``waitFor(_:)``.
    @discardableResult
    public func register(_ callback: @escaping Callback) -> RegistryKey {
        let key = RegistryKey()
        registrations.append(Registration(key: key) { action in
            do throws(DispatcherError) {
                try callback(action)
                return nil
            } catch {
                return error
            }
        })
        return key
    }

    /// Removes the callback registered under `key`.
    ///
    /// - Returns: `true` if the key was registered, `false` if it was unknown or already removed.
    @discardableResult
    public func unregister(_ key: RegistryKey) -> Bool {
        guard let index = index(of: key) else { return false }
        if isDispatching {
            registrations[index].isLive = false
            turn.mustCheckMarks = true
        } else {
            registrations.remove(at: index)
        }
        return true
    }

    /// Delivers `action` to every registered callback, in registration order.
    ///
    /// - Throws: ``DispatcherError/reentrantDispatch`` if called while another action is being
    ///   dispatched; any error a callback throws (from ``waitFor(_:)``), after which the remaining
    ///   callbacks are skipped.
    @inlinable
    public func dispatch(_ action: Action) throws(DispatcherError) {
        guard self.action == nil else { throw .reentrantDispatch }
        self.action = action
        generation &+= 1
        // A copy: callbacks registered during the dispatch wait for the next action.
        let registrations = self.registrations
        dispatchedCount = registrations.count
        defer { finishDispatch() }
        for index in registrations.indices {
            if turn.advance(to: index) {
                let marks = self.registrations[index]
                if !marks.isLive || marks.ranAheadIn == generation { continue }
            }
            if let error = registrations[index].call(action) { throw error }
        }
    }

    /// Runs the callbacks registered under `keys` for the current action before continuing, unless they
    /// already ran. Call it from a store callback that depends on other stores' state.
    ///
    /// - Throws: ``DispatcherError/waitForOutsideDispatch``, ``DispatcherError/unknownKey(_:)`` or
    ///   ``DispatcherError/circularWait(_:)``.
    public func waitFor(_ keys: [RegistryKey]) throws(DispatcherError) {
        guard let action else { throw .waitForOutsideDispatch }
        for key in keys {
            guard let index = index(of: key) else { throw .unknownKey(key) }
            // Registered during this dispatch, or its turn is past: nothing to wait for.
            let turn = turn.index
            guard index < dispatchedCount, index >= turn else { continue }
            if registrations[index].ranAheadIn == generation { continue }
            if index == turn || registrations[index].startedIn == generation {
                let chain = [registrations[turn].key] + waitChain
                let start = chain.firstIndex(of: key) ?? 0
                throw .circularWait(Array(chain[start...]) + [key])
            }
            self.turn.mustCheckMarks = true
            waitChain.append(key)
            defer { waitChain.removeLast() }
            registrations[index].startedIn = generation
            if let error = registrations[index].call(action) { throw error }
            registrations[index].ranAheadIn = generation
        }
    }

    /// Ends the dispatch: drops the callbacks unregistered during it.
    @usableFromInline
    func finishDispatch() {
        action = nil
        waitChain.removeAll()
        if turn.mustCheckMarks {
            turn.mustCheckMarks = false
            registrations.removeAll { !$0.isLive }
        }
    }

    /// Where the live callback registered under `key` is.
    private func index(of key: RegistryKey) -> Int? {
        registrations.firstIndex { $0.key == key && $0.isLive }
    }
}

/// Why a ``Dispatcher`` refused a request.
///
/// Every case describes a programming mistake in the wiring of stores, caught at the moment it happens
/// instead of turning into a silent reordering of state changes. Log it, fail the test, or surface it in
/// a debug build.
public enum DispatcherError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `dispatch` was called while another action was still being dispatched.
    ///
    /// A store callback (or something it called synchronously) tried to start a new dispatch. Flux
    /// forbids cascading dispatches: dispatch the follow-up action later, from an action creator.
    case reentrantDispatch

    /// `waitFor` was called outside a dispatch; it only makes sense from inside a store callback.
    case waitForOutsideDispatch

    /// `waitFor` named a key that is not (or no longer) registered with this dispatcher.
    case unknownKey(RegistryKey)

    /// `waitFor` would wait for a callback that is itself waiting, directly or through others:
    /// the listed keys form the cycle, starting with the callback that is waited for again.
    case circularWait([RegistryKey])

    public var description: String {
        switch self {
        case .reentrantDispatch:
            "Cannot dispatch in the middle of a dispatch: dispatch follow-up actions from an action creator."
        case .waitForOutsideDispatch:
            "waitFor(_:) can only be called from a store callback while an action is being dispatched."
        case let .unknownKey(key):
            "waitFor(_:) named \(key), which is not registered with this dispatcher."
        case let .circularWait(keys):
            "waitFor(_:) found a cycle: " + keys.map(\.description).joined(separator: " → ")
        }
    }
}
