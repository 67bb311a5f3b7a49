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
/// A dispatch costs one reducer call plus one read and one comparison per *distinct* selected
/// slice; subscribers are only called when their slice changed. Subscribers of the same key path
/// share one selection. Selections of slices of the same `Equatable` type are checked together, in
/// one loop specialised for that type; a key path to stored properties is read without a key path
/// projection.
///
/// The store never keeps a subscriber alive. An ordinary subscriber is held weakly; a
/// ``SubscriptionOwner`` is held `unowned`, since its bag ends its subscriptions when it goes away,
/// which makes each notification about half as expensive (no weak reference to load).
///
/// Write selector closures at the call site (`select: { $0.search.query }`). A closure first stored
/// in a variable of a concrete function type reaches the store through a reabstraction thunk, which
/// copies the whole state on every call: the cost then grows with the size of the state.
@MainActor
public final class Store<State, Action> {
    /// The current state.
    @inlinable public var state: State { storage }

    @usableFromInline var storage: State

    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline var chain: ((Action) -> Void)?
    @usableFromInline var isDispatching = false
    @usableFromInline var queuedActions: [Action] = []
    /// The selection groups, and for each its check and its delivery (see ``SelectionGroup``), kept
    /// in arrays of their own so that a dispatch walks contiguous closures.
    @usableFromInline var groups: ContiguousArray<Selection<State>> = []
    @usableFromInline var checks: ContiguousArray<(inout State) -> Bool> = []
    @usableFromInline var deliveries: ContiguousArray<() -> Bool> = []
    /// The groups of `Equatable` slices, by slice type.
    @usableFromInline var equatableGroups: [ObjectIdentifier: Selection<State>] = [:]
    /// The groups whose check found a change in the dispatch being processed.
    @usableFromInline var changedGroups: ContiguousArray<Int> = []
    @usableFromInline var needsPruning = false
    @usableFromInline let clock = CancellationClock()
    @usableFromInline var nextSubscriptionID = 0
    /// The group of every live subscription, for cancelling.
    @usableFromInline var groupBySubscription: [Int: Selection<State>] = [:]
    /// What subscriptions hold (weakly) to reach the store. A weak reference to the store itself would
    /// give it a side table and make every retain and release on the dispatch path slower.
    @usableFromInline lazy var link = StoreLink(cancel: { [unowned self] id in self.cancelSubscription(id) })
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
        if !checks.isEmpty {
            notifySubscribers()
        }
    }

    @inlinable
    func notifySubscribers() {
        // Phase 1: every group compares its slices; no subscriber code runs, so nothing changes the
        // state while it is read.
        let checks = self.checks
        var changedGroups: ContiguousArray<Int> = []
        swap(&changedGroups, &self.changedGroups)
        func check(_ state: inout State) {
            for index in checks.indices where checks[index](&state) {
                changedGroups.append(index)
            }
        }
        check(&storage)
        // Phase 2: the groups that changed call their subscribers.
        var foundDead = false
        if !changedGroups.isEmpty {
            let deliveries = self.deliveries
            for index in changedGroups where deliveries[index]() {
                foundDead = true
            }
            changedGroups.removeAll(keepingCapacity: true)
        }
        swap(&changedGroups, &self.changedGroups)
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
    /// Subscribers that select the same key path share one comparison per dispatch. The subscriber
    /// is never kept alive: the subscription ends when it is deallocated (see ``SubscriptionOwner``).
    ///
    /// - Returns: A handle to end the subscription earlier.
    @inlinable
    @discardableResult
    public func subscribe<Subscriber: AnyObject, Value: Equatable>(
        _ subscriber: Subscriber,
        select keyPath: KeyPath<State, Value>,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        let group = equatableGroup(of: Value.self)
        let index = group.selection(for: keyPath, in: &storage)
        return subscribe(subscriber, to: index, of: group, onChange: onChange)
    }

    /// Calls `onChange` with the slice `select` computes now and after every dispatch that changed it.
    ///
    /// `select` receives the state and must not read the store itself. Selections of slices of the
    /// same type are compared in one loop; a closure is called on every dispatch, where a key path
    /// to a stored property is read directly and shared between subscribers, so prefer a key path
    /// when one reaches the slice. Write the closure at the call site: one stored first in a
    /// variable copies the whole state on every call (see ``Store``). The subscriber is never kept
    /// alive.
    @inlinable
    @discardableResult
    public func subscribe<Subscriber: AnyObject, Value: Equatable>(
        _ subscriber: Subscriber,
        select: @escaping (State) -> Value,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        let group = equatableGroup(of: Value.self)
        let index = group.add(.closure(select), keyPath: nil, in: &storage)
        return subscribe(subscriber, to: index, of: group, onChange: onChange)
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
        let group = SelectionGroup<State, Value>(isDuplicate: isDuplicate, clock: clock)
        addGroup(group)
        let index = group.add(.closure(select), keyPath: nil, in: &storage)
        return subscribe(subscriber, to: index, of: group, onChange: onChange)
    }

    /// The number of distinct selections with at least one subscriber (diagnostics and tests).
    public var selectionCount: Int {
        prune()
        return groups.reduce(0) { $0 + $1.liveSelectionCount }
    }

    /// The group of `Equatable` slices of type `Value`, created on first use.
    @inlinable
    func equatableGroup<Value: Equatable>(of _: Value.Type) -> SelectionGroup<State, Value> {
        let key = ObjectIdentifier(Value.self)
        if let existing = equatableGroups[key] as? SelectionGroup<State, Value> {
            return existing
        }
        let group = SelectionGroup<State, Value>(isDuplicate: { $0 == $1 }, clock: clock)
        equatableGroups[key] = group
        addGroup(group, check: group.makeEquatableCheck())
        return group
    }

    @inlinable
    func addGroup<Value>(_ group: SelectionGroup<State, Value>, check: ((inout State) -> Bool)? = nil) {
        groups.append(group)
        checks.append(check ?? group.makeCheck())
        deliveries.append(group.makeDelivery())
    }

    @inlinable
    func subscribe<Subscriber: AnyObject, Value>(
        _ subscriber: Subscriber,
        to index: Int,
        of group: SelectionGroup<State, Value>,
        onChange: @escaping (Subscriber, Value) -> Void
    ) -> Subscription {
        let id = makeSubscriptionID()
        let owner = subscriber as? any SubscriptionOwner
        let entry = SubscriberEntry(id: id, subscriber: subscriber, isOwner: owner != nil, onChange: onChange)
        group.subscribe(entry, to: index)
        onChange(subscriber, group.slices.currents[index])
        return makeSubscription(id: id, group: group, owner: owner)
    }

    @usableFromInline
    func makeSubscription(id: Int, group: Selection<State>, owner: (any SubscriptionOwner)?) -> Subscription {
        groupBySubscription[id] = group
        let subscription = Subscription(id: id, link: link)
        owner?.subscriptions.insert(subscription)
        return subscription
    }

    @usableFromInline
    func makeSubscriptionID() -> Int {
        nextSubscriptionID += 1
        return nextSubscriptionID
    }

    func cancelSubscription(_ id: Int) {
        guard let group = groupBySubscription.removeValue(forKey: id) else { return }
        _ = group.remove(id: id)
        clock.tick()
        needsPruning = true
        if !isDispatching {
            prune()
        }
    }

    @usableFromInline
    func prune() {
        needsPruning = false
        var removedIDs: [Int] = []
        var emptied: Set<ObjectIdentifier> = []
        for group in groups where group.compact(removed: &removedIDs) {
            emptied.insert(ObjectIdentifier(group))
        }
        for id in removedIDs {
            groupBySubscription[id] = nil
        }
        guard !emptied.isEmpty else { return }
        var keptGroups: ContiguousArray<Selection<State>> = []
        var keptChecks: ContiguousArray<(inout State) -> Bool> = []
        var keptDeliveries: ContiguousArray<() -> Bool> = []
        for index in groups.indices where !emptied.contains(ObjectIdentifier(groups[index])) {
            keptGroups.append(groups[index])
            keptChecks.append(checks[index])
            keptDeliveries.append(deliveries[index])
        }
        groups = keptGroups
        checks = keptChecks
        deliveries = keptDeliveries
        equatableGroups = equatableGroups.filter { !emptied.contains(ObjectIdentifier($0.value)) }
    }
}
