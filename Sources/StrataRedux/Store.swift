/// The single source of truth of an app (or of a feature): one state tree, changed only by actions.
///
/// Send actions with ``dispatch(_:)-(Action)``; the store passes each one through its middleware to
/// its pure ``Reducer``, then tells the subscribers whose selected slice changed. Start side effects
/// with ``dispatch(_:)->_``. The state is read-only from outside.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [.logging()])
/// store.subscribe(select: \.search.results) { [weak viewModel] results in
///     viewModel?.rows = results.map(Row.init)
/// }.store(in: subscriptions)
/// store.dispatch(.search(.queryChanged("swift")))
/// ```
///
/// ## Ordering
/// Actions dispatched while another is being processed (by a middleware or a subscriber) are queued
/// and processed, in order, right after it: every subscriber sees every state in the same order.
///
/// ## Subscribing
/// Select a slice by key path, or by closure (compared with `==`, or with your own `isDuplicate`).
/// The callback gets the slice at once, then after every dispatch that changed it, for as long as
/// the returned ``Subscription`` is kept: in a property, or in a ``SubscriptionBag`` that ends
/// them all when it goes (`.store(in: subscriptions)`). The store never keeps a subscriber alive,
/// and calls no subscriber through a weak reference (see ``Subscription``).
///
/// ## Effects
/// A thunk started with ``dispatch(_:)->_`` runs until it finishes or is cancelled: with the task
/// `dispatch` returns, with ``cancelAllEffects()``, or by releasing the store. A running thunk does
/// not keep its store alive, so a screen's store that goes away takes its effects with it.
///
/// ## How a dispatch reaches the subscribers
/// This file holds the whole path: ``dispatch(_:)-(Action)`` runs the middleware chain, the reducer
/// changes the state in place, then `notifySubscribers()` works in two phases. First every
/// *selection group* (the selections whose slices have one type, see `Internal/SelectionGroup.swift`)
/// reads its slices and compares each with the one it delivered last; no subscriber code runs while
/// the state is read. Then the groups that found a change call the subscribers of the changed slices.
/// Subscribers of the same key path share one selection, so a dispatch reads and compares each
/// distinct slice once.
@MainActor
public final class Store<State, Action> {
    /// The current state.
    @inlinable public var state: State { storage }

    @usableFromInline var storage: State

    @usableFromInline let reducer: Reducer<State, Action>
    /// The middleware chain ending in ``reduceAndNotify(_:)``, or `nil` when there is no middleware.
    @usableFromInline var chain: ((Action) -> Void)?
    @usableFromInline var isDispatching = false
    /// Actions dispatched while another one was being processed, in order.
    @usableFromInline var queuedActions: [Action] = []
    /// Every group of selections, each with its check and its delivery.
    @usableFromInline var groups: ContiguousArray<AnySelectionGroup<State>> = []
    /// The groups of `Equatable` slices, by slice type, so that selections of one type share a group.
    @usableFromInline var equatableGroups: [ObjectIdentifier: AnyObject] = [:]
    /// Whether a subscription ended since the last pruning (see ``prune()``).
    @usableFromInline var needsPruning = false
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
        // `next` functions a middleware may keep refer to the store weakly: once it is gone they do
        // nothing.
        var next: Middleware<State, Action>.Next = { [weak self] action in
            self?.reduceAndNotify(action)
        }
        for layer in middleware.reversed() {
            let following = next
            next = { [weak self] action in
                guard let self else { return }
                layer.run(MiddlewareContext(store: self), action, following)
            }
        }
        chain = next
    }

    // A running thunk refers to its store weakly (`dispatch(_:)` of a thunk), so releasing the store ends
    // here and cancels what is still running. Cancelling a task needs no actor: a plain deinit, not an
    // `isolated deinit`, which Swift 6.3.1 crashes on (EarlyPerfInliner) when it optimises a generic
    // class for iOS before 18.4 (swiftlang/swift#87462) — and which needs the iOS 18.4 runtime to hop.
    deinit {
        for effect in effects.values {
            effect.cancel()
        }
    }

    // MARK: Dispatching

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
        if needsPruning {
            prune()
        }
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

    /// The end of the middleware chain: the reducer, then the subscribers.
    @inlinable
    func reduceAndNotify(_ action: Action) {
        reducer.reduce(&storage, action)
        if !groups.isEmpty {
            notifySubscribers()
        }
    }

    /// Tells the subscribers whose slice changed in the last reduction.
    @inlinable
    func notifySubscribers() {
        // A copy: a subscriber that subscribes or unsubscribes changes `self.groups`, not this walk.
        let groups = self.groups
        // Phase 1: every group reads and compares its slices. No subscriber code runs, so nothing
        // changes the state while it is read.
        var anyChanged = false
        for index in groups.indices where groups[index].check(&storage) {
            anyChanged = true
        }
        guard anyChanged else { return }
        // Phase 2: the groups that found a change call their subscribers.
        for index in groups.indices {
            groups[index].deliver()
        }
    }

    // MARK: Subscribing

    /// Calls `onChange` with the slice at `keyPath` now and after every dispatch that changed it,
    /// for as long as the returned ``Subscription`` is kept.
    ///
    /// Subscriptions of the same key path share one read and one comparison per dispatch. Keep the
    /// handle in a property or a ``SubscriptionBag`` (`.store(in: subscriptions)`); capture `self`
    /// weakly in `onChange`, or `unowned` when the handle lives in `self`.
    @inlinable
    public func subscribe<Value: Equatable>(
        select keyPath: KeyPath<State, Value>,
        onChange: @escaping (Value) -> Void
    ) -> Subscription {
        let group = equatableGroup(of: Value.self)
        let selection = group.selection(for: keyPath, in: &storage)
        return subscribe(to: selection, of: group, onChange: onChange)
    }

    /// Calls `onChange` with the slice `select` computes now and after every dispatch that changed
    /// it (compared with `==`), for as long as the returned ``Subscription`` is kept.
    ///
    /// `select` receives the state and must not read the store itself. It runs on every dispatch;
    /// prefer a key path when one reaches the slice (a key path to a stored property is read without
    /// calling anything, and shared between subscriptions).
    @inlinable
    public func subscribe<Value: Equatable>(
        select: @escaping (State) -> Value,
        onChange: @escaping (Value) -> Void
    ) -> Subscription {
        let group = equatableGroup(of: Value.self)
        let selection = group.add(select: select, keyPath: nil, in: &storage)
        return subscribe(to: selection, of: group, onChange: onChange)
    }

    /// Calls `onChange` with the slice `select` computes now and after every dispatch, or only when
    /// `isDuplicate` says the slice changed, for as long as the returned ``Subscription`` is kept.
    /// Use it for slices that are not `Equatable`, or to compare slices your own way.
    @inlinable
    public func subscribe<Value>(
        select: @escaping (State) -> Value,
        isDuplicate: ((Value, Value) -> Bool)? = nil,
        onChange: @escaping (Value) -> Void
    ) -> Subscription {
        let group = SelectionGroup<State, Value>()
        groups.append(AnySelectionGroup(group, isDuplicate: isDuplicate))
        let selection = group.add(select: select, keyPath: nil, in: &storage)
        return subscribe(to: selection, of: group, onChange: onChange)
    }

    /// The number of distinct selections with at least one subscriber (diagnostics and tests).
    public var selectionCount: Int {
        prune()
        return groups.reduce(0) { $0 + $1.selectionCount() }
    }

    /// The group of `Equatable` slices of type `Value`, created on first use.
    @inlinable
    func equatableGroup<Value: Equatable>(of _: Value.Type) -> SelectionGroup<State, Value> {
        let key = ObjectIdentifier(Value.self)
        if let existing = equatableGroups[key] as? SelectionGroup<State, Value> {
            return existing
        }
        let group = SelectionGroup<State, Value>()
        equatableGroups[key] = group
        groups.append(AnySelectionGroup(group))
        return group
    }

    /// Adds `onChange` to `selection` of `group`, calls it with the current slice, and returns
    /// the handle that keeps it.
    @usableFromInline
    func subscribe<Value>(
        to selection: Int,
        of group: SelectionGroup<State, Value>,
        onChange: @escaping (Value) -> Void
    ) -> Subscription {
        let flag = SubscriptionFlag()
        let subscription = Subscription(flag: flag) { [weak self] in self?.subscriptionEnded() }
        group.subscribers[selection].append(SubscriberEntry(flag: flag, onChange: onChange))
        onChange(group.slices.currents[selection])
        return subscription
    }

    @usableFromInline
    func subscriptionEnded() {
        needsPruning = true
        if !isDispatching {
            prune()
        }
    }

    /// Drops ended subscriptions, the selections left without subscribers and the groups left
    /// without selections. Runs when a subscription ends, or after the dispatch it ended in.
    @usableFromInline
    func prune() {
        needsPruning = false
        var emptied: Set<ObjectIdentifier> = []
        groups.removeAll { group in
            let isEmpty = group.prune()
            if isEmpty { emptied.insert(group.id) }
            return isEmpty
        }
        if !emptied.isEmpty {
            equatableGroups = equatableGroups.filter { !emptied.contains(ObjectIdentifier($0.value)) }
        }
    }

    // MARK: Effects

    /// Starts an async action creator as a task on the main actor.
    ///
    /// The thunk does not keep the store alive: when the store is released, every thunk it started
    /// that is still running is cancelled (its later dispatches are dropped), as
    /// ``cancelAllEffects()`` would.
    ///
    /// - Returns: The task; cancel it to stop the thunk (its later dispatches are dropped).
    @discardableResult
    public func dispatch(_ thunk: Thunk<State, Action>) -> Task<Void, Never> {
        let id = nextEffectID
        nextEffectID += 1
        let context = ThunkContext(store: self)
        let task = Task { @MainActor [weak self] in
            await thunk.run(context)
            self?.effects[id] = nil
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
}

/// A ``SelectionGroup`` as the store sees it, whatever its slice type: the two closures a dispatch
/// calls, built here where the slice type is known so that each loop is specialised for it.
@MainActor
@usableFromInline
struct AnySelectionGroup<State> {
    /// Phase 1: reads every slice of the group, compares it with the last one delivered, and
    /// remembers the changed ones. Returns whether one changed. Calls no subscriber.
    @usableFromInline let check: (inout State) -> Bool
    /// Phase 2: calls the subscribers of the slices that changed.
    @usableFromInline let deliver: () -> Void
    /// Drops ended subscriptions and empty selections; returns whether the group is left empty.
    @usableFromInline let prune: () -> Bool
    /// How many selections the group holds.
    @usableFromInline let selectionCount: () -> Int
    /// The group's identity.
    @usableFromInline let id: ObjectIdentifier

    /// Wraps a group of `Equatable` slices, compared with `==`.
    @inlinable
    init<Value: Equatable>(_ group: SelectionGroup<State, Value>) {
        // `==` is written here, where `Value` is known, so that the loop calls it directly.
        self.init(group, check: { state in group.slices.check(&state) { $0 == $1 } })
    }

    /// Wraps a group whose slices are the same when `isDuplicate` says so (never when it is `nil`).
    @inlinable
    init<Value>(_ group: SelectionGroup<State, Value>, isDuplicate: ((Value, Value) -> Bool)?) {
        self.init(group, check: { state in group.slices.check(&state) { isDuplicate?($0, $1) ?? false } })
    }

    @inlinable
    init<Value>(_ group: SelectionGroup<State, Value>, check: @escaping (inout State) -> Bool) {
        self.check = check
        deliver = {
            var changed = group.slices.takeChanged()
            defer { group.slices.returnChanged(&changed) }
            // Copies: a subscriber that subscribes or cancels changes the group, not this walk.
            let currents = group.slices.currents
            let subscribers = group.subscribers
            for selection in changed {
                let value = currents[selection]
                for entry in subscribers[selection] where !entry.flag.isCancelled {
                    entry.onChange(value)
                }
            }
        }
        prune = { group.prune() }
        selectionCount = { group.subscribers.count }
        id = ObjectIdentifier(group)
    }
}
