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

    /// A callback as the dispatcher keeps it: it returns the error its ``Callback`` threw.
    ///
    /// Callbacks are kept as values in an array, and an array of typed-throws function types needs
    /// runtime support that only iOS 18, macOS 15 and tvOS 18 have; a plain function type that returns
    /// the error works on every platform the package supports.
    @usableFromInline typealias StoredCallback = (Action) -> DispatcherError?

    /// What a dispatch knows about one callback beyond the callback itself.
    @usableFromInline
    struct Marks {
        @usableFromInline var isLive = true
        /// The dispatch generation in which `waitFor` started the callback, and in which it finished.
        @usableFromInline var startedIn: UInt64 = 0
        @usableFromInline var finishedIn: UInt64 = 0

        @inlinable init() {}
    }

    /// The dispatch in progress. Kept in one struct so that a dispatch pays one exclusivity check
    /// per callback (`enter(_:at:)`) rather than one per field it reads or writes.
    @usableFromInline
    struct Progress {
        /// The action being dispatched; `nil` between dispatches.
        @usableFromInline var action: Action?
        /// Counts dispatches, so that marks written in an earlier dispatch are told apart.
        @usableFromInline var generation: UInt64 = 0
        /// How many callbacks were registered when the dispatch began (later ones wait for the next).
        @usableFromInline var dispatchedCount = 0
        /// The callback the dispatch loop is running, and the ones `waitFor` started from it, for
        /// cycle reports.
        @usableFromInline var topIndex = 0
        @usableFromInline var waitChain: [RegistryKey] = []
        /// Whether a callback was unregistered during the dispatch (its mark says so).
        @usableFromInline var needsCompaction = false
        /// Whether `waitFor` ran a callback ahead of its turn during the dispatch (its mark says so).
        @usableFromInline var usedWaitFor = false

        @inlinable init() {}

        /// Starts a dispatch of `action` over `count` callbacks; `false` if one is in progress.
        @inlinable
        static func begin(_ progress: inout Progress, _ action: Action, count: Int) -> Bool {
            guard progress.action == nil else { return false }
            progress.action = action
            progress.generation &+= 1
            progress.dispatchedCount = count
            return true
        }

        /// Records that the loop reached callback `index`; returns whether its mark must be read
        /// (it may have been unregistered, or already run by `waitFor`).
        @inlinable
        static func enter(_ progress: inout Progress, at index: Int) -> Bool {
            progress.topIndex = index
            return progress.needsCompaction || progress.usedWaitFor
        }

        /// Ends the dispatch; returns whether callbacks were unregistered during it.
        @inlinable
        static func finish(_ progress: inout Progress) -> Bool {
            progress.action = nil
            progress.usedWaitFor = false
            progress.waitChain.removeAll(keepingCapacity: true)
            defer { progress.needsCompaction = false }
            return progress.needsCompaction
        }
    }

    // Parallel arrays: a dispatch walks `callbacks` alone unless `waitFor` or an unregistration
    // happened during it.
    @usableFromInline var keys: ContiguousArray<RegistryKey> = []
    @usableFromInline var callbacks: ContiguousArray<StoredCallback> = []
    @usableFromInline var marks: ContiguousArray<Marks> = []
    @usableFromInline var indexByKey: [RegistryKey: Int] = [:]
    @usableFromInline var progress = Progress()

    /// Creates a dispatcher with no registered callbacks.
    public init() {}

    /// Whether an action is being dispatched right now.
    public var isDispatching: Bool { progress.action != nil }

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
        callbacks.append { action in
            do throws(DispatcherError) {
                try callback(action)
                return nil
            } catch {
                return error
            }
        }
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
            progress.needsCompaction = true
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
        let callbacks = self.callbacks
        let count = callbacks.count
        guard Progress.begin(&progress, action, count: count) else { throw .reentrantDispatch }
        defer {
            if Progress.finish(&progress) { removeUnregistered() }
        }
        for index in 0..<count {
            if Progress.enter(&progress, at: index) {
                let mark = marks[index]
                if !mark.isLive || mark.finishedIn == progress.generation { continue }
            }
            if let error = callbacks[index](action) { throw error }
        }
    }

    /// Runs the callbacks registered under `keys` for the current action before continuing, unless they
    /// already ran. Call it from a store callback that depends on other stores' state.
    ///
    /// - Throws: ``DispatcherError/waitForOutsideDispatch``, ``DispatcherError/unknownKey(_:)`` or
    ///   ``DispatcherError/circularWait(_:)``.
    public func waitFor(_ keys: [RegistryKey]) throws(DispatcherError) {
        guard let action = progress.action else { throw .waitForOutsideDispatch }
        for key in keys {
            guard let index = indexByKey[key], marks[index].isLive else { throw .unknownKey(key) }
            let topIndex = progress.topIndex
            guard index < progress.dispatchedCount, index >= topIndex else { continue }  // new, or already handled
            let mark = marks[index]
            let generation = progress.generation
            if mark.finishedIn == generation { continue }
            if index == topIndex || mark.startedIn == generation {
                let chain = [self.keys[topIndex]] + progress.waitChain
                let start = chain.firstIndex(of: key) ?? 0
                throw .circularWait(Array(chain[start...]) + [key])
            }
            progress.usedWaitFor = true
            progress.waitChain.append(key)
            defer { progress.waitChain.removeLast() }
            marks[index].startedIn = generation
            let callback = callbacks[index]
            if let error = callback(action) { throw error }
            marks[index].finishedIn = generation
        }
    }

    /// Removes the callbacks unregistered during the dispatch that just ended.
    @usableFromInline
    func removeUnregistered() {
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

    private func reindex() {
        indexByKey.removeAll(keepingCapacity: true)
        for (index, key) in keys.enumerated() {
            indexByKey[key] = index
        }
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
