/// The single source of truth of an app (or of a feature): one state tree, changed only by actions.
///
/// Send actions with ``dispatch(_:)-(Action)``; the store passes each one through its middleware to
/// its pure ``Reducer``, then tells the subscribers whose selected slice changed. Start side effects
/// with ``dispatch(_:)->_``. The state is read-only from outside.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [.logging()])
/// store.subscribe(viewModel, select: \.search.results) { viewModel, results in
///     viewModel.rows = results.map(Row.init)
/// }
/// store.dispatch(.search(.queryChanged("swift")))
/// ```
///
/// ## Ordering
/// Actions dispatched while another is being processed (by a middleware or a subscriber) are queued
/// and processed, in order, right after it: every subscriber sees every state in the same order.
///
/// ## Cost
/// A dispatch costs one reducer call plus one comparison per *distinct* selected slice; subscribers
/// are only called when their slice changed. Subscribers of the same key path share one comparison.
/// Notifying a ``SubscriptionOwner`` is a direct call; notifying any other subscriber first loads a
/// weak reference to it, which costs several times more.
/// A key path to a stored property of a bitwise-copyable type of 1, 2, 4 or 8 bytes (`Int`, `Bool`,
/// `Double`, small enums) is compared by its bits in place — a load and an integer comparison, no
/// call — and only a changed slice is then compared with `==` (so bitwise-identical values count as
/// unchanged). Other selections are compared with `==` after every dispatch.
@MainActor
public final class Store<State, Action> {
    /// The current state.
    @inlinable public var state: State { storage }

    @usableFromInline var storage: State

    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline var chain: ((Action) -> Void)?
    @usableFromInline var isDispatching = false
    @usableFromInline var queuedActions: [Action] = []
    @usableFromInline var selections: ContiguousArray<Selection<State>> = []
    /// `selections[i].check`, kept apart so that a dispatch walks one contiguous array of closures.
    @usableFromInline var checks: ContiguousArray<(UnsafePointer<State>) -> Bool> = []
    /// Selections compared by their bits first, their last bits, and the other selections' indexes.
    @usableFromInline var watches: ContiguousArray<ByteWatch> = []
    @usableFromInline var watchedBits: ContiguousArray<UInt64> = []
    @usableFromInline var unwatchedChecks: ContiguousArray<Int> = []
    @usableFromInline var changedChecks: ContiguousArray<Int> = []
    @usableFromInline var needsPruning = false
    /// The bit watch of each selection in `selections`, if it has one.
    @usableFromInline var watchSelections: [ByteWatchSpec?] = []
    @usableFromInline var keyPathSelections: [AnyKeyPath: Selection<State>] = [:]
    @usableFromInline var nextSubscriptionID = 0
    /// The selection of every live subscription, for cancelling.
    @usableFromInline var selectionBySubscription: [Int: Selection<State>] = [:]
    /// What subscriptions hold (weakly) to reach the store. A weak reference to the store itself would
    /// give it a side table and make every retain and release on the dispatch path slower.
    @usableFromInline lazy var link = StoreLink(cancel: { [unowned(unsafe) self] id in self.cancelSubscription(id) })
    private var effects: [Int: Task<Void, Never>] = [:]
    private var nextEffectID = 0

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: The state before any action.
    ///   - reducer: The pure function that applies actions.
    ///   - middleware: Middleware, outermost first (the first one sees each action first).
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = []
    ) {
        storage = initialState
        self.reducer = reducer
        guard !middleware.isEmpty else { return }
        var next: Middleware<State, Action>.Next = { [unowned self] action in
            self.reduceAndNotify(action)
        }
        for layer in middleware.reversed() {
            let following = next
            next = { [unowned self] action in
                layer.run(MiddlewareContext(store: self), action, following)
            }
        }
        chain = next
    }

    isolated deinit {
        for effect in effects.values {
            effect.cancel()
        }
    }

    // MARK: Actions

    /// Processes `action`: middleware, then the reducer, then the subscribers whose slice changed.
    ///
    /// When called while another action is being processed, `action` is queued and processed right
    /// after it, before this method's outermost caller returns.
    @inlinable
    public func dispatch(_ action: Action) {
        if isDispatching {
            queuedActions.append(action)
            return
        }
        isDispatching = true
        process(action)
        if !queuedActions.isEmpty {
            drainQueue()
        }
        isDispatching = false
    }

    @inlinable
    func process(_ action: Action) {
        if let chain {
            chain(action)
        } else {
            reduceAndNotify(action)
        }
    }

    @usableFromInline
    func drainQueue() {
        var index = 0
        while index < queuedActions.count {
            process(queuedActions[index])
            index += 1
        }
        queuedActions.removeAll(keepingCapacity: true)
    }

    @inlinable
    func reduceAndNotify(_ action: Action) {
        reducer.reduce(&storage, action)
        if !selections.isEmpty {
            notifySubscribers()
        }
    }

    @inlinable
    func notifySubscribers() {
        var foundDead = false
        withUnsafePointer(to: storage) { state in
            let raw = UnsafeRawPointer(state)
            // Phase 1: find the watched slices whose bits changed (no subscriber code runs here, so
            // nothing can change the arrays being walked).
            let watches = self.watches
            watchedBits.withUnsafeMutableBufferPointer { bits in
                for index in watches.indices {
                    let now = watches[index].bits(in: raw)
                    if now != bits[index] {
                        bits[index] = now
                        changedChecks.append(watches[index].checkIndex)
                    }
                }
            }
            // Phase 2: ask those selections, then the ones that cannot be watched.
            var index = 0
            while index < changedChecks.count {
                if checks[changedChecks[index]](state) { foundDead = true }
                index += 1
            }
            changedChecks.removeAll(keepingCapacity: true)
            index = 0
            while index < unwatchedChecks.count {
                if checks[unwatchedChecks[index]](state) { foundDead = true }
                index += 1
            }
        }
        if foundDead || needsPruning {
            prune()
        }
    }

    // MARK: Effects

    /// Starts an async action creator as a task on the main actor.
    ///
    /// - Returns: The task; cancel it to stop the thunk (its later dispatches are dropped).
    @discardableResult
    public func dispatch(_ thunk: Thunk<State, Action>) -> Task<Void, Never> {
        let id = nextEffectID
        nextEffectID += 1
        let task = Task { @MainActor [self] in
            await thunk.run(ThunkContext(store: self))
            self.effects[id] = nil
        }
        effects[id] = task
        return task
    }

    /// The number of thunks started by this store that have not finished yet.
    public var runningEffectCount: Int { effects.count }

    /// Cancels every running thunk.
    public func cancelAllEffects() {
        for effect in effects.values {
            effect.cancel()
        }
    }

    // MARK: Subscriptions

    /// Calls `onChange` with the slice at `keyPath` now and after every dispatch that changed it.
    ///
    /// Subscribers that select the same key path share one comparison per dispatch. The subscription
    /// ends when the subscriber is deallocated: a ``SubscriptionOwner`` keeps it in its bag and is
    /// called directly; any other subscriber is held weakly (a weak load per notification, several
    /// times the cost of the call itself).
    ///
    /// - Returns: A handle to end the subscription earlier.
    @inlinable
    @discardableResult
    public func subscribe<Subscriber: AnyObject, Value: Equatable>(
        _ subscriber: Subscriber,
        select keyPath: KeyPath<State, Value>,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        let selection: KeyPathSelection<State, Value>
        if let existing = keyPathSelections[keyPath] as? KeyPathSelection<State, Value> {
            selection = existing
        } else {
            selection = KeyPathSelection(keyPath: keyPath, state: storage)
            keyPathSelections[keyPath] = selection
            add(selection, watch: selection.watch)
        }
        let id = makeSubscriptionID()
        let owner = subscriber as? any SubscriptionOwner
        selection.subscribers.append(id: id, subscriber: subscriber, isOwner: owner != nil) { object, value in
            onChange(unsafeDowncast(object, to: Subscriber.self), value)
        }
        onChange(subscriber, selection.current)
        return makeSubscription(id: id, selection: selection, owner: owner)
    }

    /// Calls `onChange` with the slice `select` computes now and after every dispatch that changed it.
    ///
    /// Prefer the key-path variant when a key path can name the slice: it is shared between
    /// subscribers. The subscriber is held as by the key-path variant (see ``SubscriptionOwner``).
    @inlinable
    @discardableResult
    public func subscribe<Subscriber: AnyObject, Value: Equatable>(
        _ subscriber: Subscriber,
        select: @escaping (State) -> Value,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        subscribe(subscriber, select: select, isDuplicate: { $0 == $1 }, onChange: onChange)
    }

    /// Calls `onChange` with the slice `select` computes now and after every dispatch, or only when
    /// `isDuplicate` says the slice changed. Use it for slices that are not `Equatable`.
    @inlinable
    @discardableResult
    public func subscribe<Subscriber: AnyObject, Value>(
        _ subscriber: Subscriber,
        select: @escaping (State) -> Value,
        isDuplicate: ((Value, Value) -> Bool)? = nil,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        let selection = ClosureSelection(select: select, isDuplicate: isDuplicate, state: storage)
        add(selection)
        let id = makeSubscriptionID()
        let owner = subscriber as? any SubscriptionOwner
        selection.subscribers.append(id: id, subscriber: subscriber, isOwner: owner != nil) { object, value in
            onChange(unsafeDowncast(object, to: Subscriber.self), value)
        }
        onChange(subscriber, selection.current)
        return makeSubscription(id: id, selection: selection, owner: owner)
    }

    /// The number of distinct selections with at least one subscriber (diagnostics and tests).
    public var selectionCount: Int {
        prune()
        return selections.count
    }

    @usableFromInline
    func add(_ selection: Selection<State>, watch: (offset: Int, size: Int)? = nil) {
        let index = selections.count
        selections.append(selection)
        checks.append(selection.check)
        if let watch {
            watchSelections.append(ByteWatchSpec(offset: watch.offset, size: watch.size))
            let byteWatch = ByteWatch(offset: watch.offset, size: watch.size, checkIndex: index)
            watches.append(byteWatch)
            watchedBits.append(withUnsafePointer(to: storage) { byteWatch.bits(in: UnsafeRawPointer($0)) })
        } else {
            watchSelections.append(nil)
            unwatchedChecks.append(index)
        }
    }

    /// Rebuilds the per-dispatch arrays from `selections`.
    @usableFromInline
    func rebuildChecks() {
        checks = ContiguousArray(selections.map(\.check))
        watches.removeAll(keepingCapacity: true)
        watchedBits.removeAll(keepingCapacity: true)
        unwatchedChecks.removeAll(keepingCapacity: true)
        withUnsafePointer(to: storage) { state in
            for (index, spec) in watchSelections.enumerated() {
                if let spec {
                    let watch = ByteWatch(offset: spec.offset, size: spec.size, checkIndex: index)
                    watches.append(watch)
                    watchedBits.append(watch.bits(in: UnsafeRawPointer(state)))
                } else {
                    unwatchedChecks.append(index)
                }
            }
        }
    }

    @usableFromInline
    func makeSubscriptionID() -> Int {
        nextSubscriptionID += 1
        return nextSubscriptionID
    }

    @usableFromInline
    func makeSubscription(id: Int, selection: Selection<State>, owner: (any SubscriptionOwner)?) -> Subscription {
        selectionBySubscription[id] = selection
        let subscription = Subscription(id: id, link: link)
        owner?.subscriptions.insert(subscription)
        return subscription
    }

    func cancelSubscription(_ id: Int) {
        guard let selection = selectionBySubscription.removeValue(forKey: id) else { return }
        selection.deactivate(id: id)
        needsPruning = true
        if !isDispatching {
            prune()
        }
    }

    @usableFromInline
    func prune() {
        needsPruning = false
        var emptied: Set<ObjectIdentifier> = []
        var removedIDs: [Int] = []
        for selection in selections where selection.compact(removed: &removedIDs) {
            emptied.insert(ObjectIdentifier(selection))
        }
        for id in removedIDs {
            selectionBySubscription[id] = nil
        }
        guard !emptied.isEmpty else { return }
        var kept: [Selection<State>] = []
        var keptWatches: [ByteWatchSpec?] = []
        for (selection, watch) in zip(selections, watchSelections) where !emptied.contains(ObjectIdentifier(selection)) {
            kept.append(selection)
            keptWatches.append(watch)
        }
        selections = ContiguousArray(kept)
        watchSelections = keptWatches
        rebuildChecks()
        keyPathSelections = keyPathSelections.filter { !emptied.contains(ObjectIdentifier($0.value)) }
    }
}
