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

    /// What a dispatch knows about one callback beyond the callback itself.
    @usableFromInline
    struct Marks {
        @usableFromInline var isLive = true
        /// The dispatch generation in which `waitFor` started the callback, and in which it finished.
        @usableFromInline var startedIn: UInt64 = 0
        @usableFromInline var finishedIn: UInt64 = 0

        @inlinable init() {}
    }

    // Parallel arrays: a dispatch walks `callbacks` alone unless `waitFor` or an unregistration
    // happened during it.
    @usableFromInline var keys: ContiguousArray<RegistryKey> = []
    @usableFromInline var callbacks: ContiguousArray<Callback> = []
    @usableFromInline var marks: ContiguousArray<Marks> = []
    @usableFromInline var indexByKey: [RegistryKey: Int] = [:]
    @usableFromInline var currentAction: Action?
    @usableFromInline var needsCompaction = false
    @usableFromInline var usedWaitFor = false
    @usableFromInline var dispatchedCount = 0
    @usableFromInline var generation: UInt64 = 0
    /// The callback the dispatch loop is running, and the ones `waitFor` started from it, for cycle reports.
    @usableFromInline var topIndex = 0
    @usableFromInline var waitChain: [RegistryKey] = []

    /// Creates a dispatcher with no registered callbacks.
    public init() {}

    /// Whether an action is being dispatched right now.
    public var isDispatching: Bool { currentAction != nil }

    /// The number of registered callbacks.
    public var count: Int { indexByKey.count }

    /// Registers a callback that receives every action dispatched from now on.
    ///
    /// - Returns: The key that identifies the callback, for ``unregister(_:)`` and ``waitFor(_:)``.
    @discardableResult
    public func register(_ callback: @escaping Callback) -> RegistryKey {
        let key = RegistryKey()
        indexByKey[key] = keys.count
        keys.append(key)
        callbacks.append(callback)
        marks.append(Marks())
        return key
    }

    /// Removes the callback registered under `key`.
    ///
    /// - Returns: `true` if the key was registered, `false` if it was unknown or already removed.
    @discardableResult
    public func unregister(_ key: RegistryKey) -> Bool {
        guard let index = indexByKey.removeValue(forKey: key) else { return false }
        if isDispatching {
            marks[index].isLive = false
            needsCompaction = true
        } else {
            keys.remove(at: index)
            callbacks.remove(at: index)
            marks.remove(at: index)
            reindex()
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
        guard currentAction == nil else { throw .reentrantDispatch }
        currentAction = action
        generation &+= 1
        let callbacks = self.callbacks
        let count = callbacks.count
        dispatchedCount = count
        defer { finishDispatch() }
        for index in 0..<count {
            if needsCompaction || usedWaitFor {
                let mark = marks[index]
                if !mark.isLive || mark.finishedIn == generation { continue }
            }
            topIndex = index
            try callbacks[index](action)
        }
    }

    /// Runs the callbacks registered under `keys` for the current action before continuing, unless they
    /// already ran. Call it from a store callback that depends on other stores' state.
    ///
    /// - Throws: ``DispatcherError/waitForOutsideDispatch``, ``DispatcherError/unknownKey(_:)`` or
    ///   ``DispatcherError/circularWait(_:)``.
    public func waitFor(_ keys: [RegistryKey]) throws(DispatcherError) {
        guard let action = currentAction else { throw .waitForOutsideDispatch }
        for key in keys {
            guard let index = indexByKey[key], marks[index].isLive else { throw .unknownKey(key) }
            guard index < dispatchedCount, index >= topIndex else { continue }  // new, or already handled
            let mark = marks[index]
            if mark.finishedIn == generation { continue }
            if index == topIndex || mark.startedIn == generation {
                let chain = [keys[topIndex]] + waitChain
                let start = chain.firstIndex(of: key) ?? 0
                throw .circularWait(Array(chain[start...]) + [key])
            }
            usedWaitFor = true
            waitChain.append(key)
            defer { waitChain.removeLast() }
            marks[index].startedIn = generation
            let callback = callbacks[index]
            try callback(action)
            marks[index].finishedIn = generation
        }
    }

    @usableFromInline
    func finishDispatch() {
        currentAction = nil
        usedWaitFor = false
        waitChain.removeAll(keepingCapacity: true)
        if needsCompaction {
            needsCompaction = false
            var index = marks.count - 1
            while index >= 0 {
                if !marks[index].isLive {
                    keys.remove(at: index)
                    callbacks.remove(at: index)
                    marks.remove(at: index)
                }
                index -= 1
            }
            reindex()
        }
    }

    private func reindex() {
        indexByKey.removeAll(keepingCapacity: true)
        for (index, key) in keys.enumerated() {
            indexByKey[key] = index
        }
    }
}
