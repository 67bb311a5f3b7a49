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

    @usableFromInline
    enum Progress {
        case idle
        case pending
        case handled
    }

    @usableFromInline
    struct Entry {
        @usableFromInline let key: RegistryKey
        @usableFromInline let callback: Callback
        @usableFromInline var isLive: Bool
        @usableFromInline var progress: Progress
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    @usableFromInline var indexByKey: [RegistryKey: Int] = [:]
    @usableFromInline var currentAction: Action?
    @usableFromInline var needsCompaction = false
    @usableFromInline var dispatchedCount = 0
    /// The callbacks currently running, outermost first, for cycle reports.
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
        indexByKey[key] = entries.count
        entries.append(Entry(key: key, callback: callback, isLive: true, progress: .idle))
        return key
    }

    /// Removes the callback registered under `key`.
    ///
    /// - Returns: `true` if the key was registered, `false` if it was unknown or already removed.
    @discardableResult
    public func unregister(_ key: RegistryKey) -> Bool {
        guard let index = indexByKey.removeValue(forKey: key) else { return false }
        if isDispatching {
            entries[index].isLive = false
            needsCompaction = true
        } else {
            entries.remove(at: index)
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
        let count = entries.count
        dispatchedCount = count
        defer { finishDispatch() }
        for index in 0..<count {
            entries[index].progress = .idle
        }
        for index in 0..<count where entries[index].isLive && entries[index].progress == .idle {
            try invoke(at: index, action: action)
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
            guard let index = indexByKey[key], entries[index].isLive else { throw .unknownKey(key) }
            guard index < dispatchedCount else { continue }  // registered during this dispatch
            switch entries[index].progress {
            case .handled:
                continue
            case .pending:
                let start = waitChain.firstIndex(of: key) ?? 0
                throw .circularWait(Array(waitChain[start...]) + [key])
            case .idle:
                try invoke(at: index, action: action)
            }
        }
    }

    @inlinable
    func invoke(at index: Int, action: Action) throws(DispatcherError) {
        entries[index].progress = .pending
        let entry = entries[index]
        waitChain.append(entry.key)
        defer { waitChain.removeLast() }
        try entry.callback(action)
        entries[index].progress = .handled
    }

    @usableFromInline
    func finishDispatch() {
        currentAction = nil
        waitChain.removeAll(keepingCapacity: true)
        if needsCompaction {
            needsCompaction = false
            entries.removeAll { !$0.isLive }
            reindex()
        }
    }

    private func reindex() {
        indexByKey.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() {
            indexByKey[entry.key] = index
        }
    }
}
