/// The selections of a ``Store`` whose slices have one type and are compared one way: every key
/// path and selector closure of `Equatable` slices of that type (compared with `==`), or the one
/// selection of a subscription that brings its own `isDuplicate` (or none).
///
/// A selection is one slice the store watches: how to read it, the value it delivered last, and
/// its subscribers. Subscribers of the same key path share one selection. The store reads and
/// compares the slices of a group in one loop (``Slices/check(_:isSame:)``), then calls the
/// subscribers of the changed ones (see `AnySelectionGroup` in `Store.swift`).
@MainActor
@usableFromInline
final class SelectionGroup<State, Value> {
    /// What a dispatch reads and writes, one element per selection.
    @usableFromInline var slices = Slices<State, Value>()
    /// Each selection's subscribers.
    @usableFromInline var subscribers: ContiguousArray<ContiguousArray<SubscriberEntry<Value>>> = []
    /// Each selection's key path, if it has one, and the selection of each key path.
    @usableFromInline var keyPaths: [AnyKeyPath?] = []
    @usableFromInline var selectionByKeyPath: [AnyKeyPath: Int] = [:]

    @inlinable init() {}

    /// The selection of `keyPath`, adding it if the group has none.
    @inlinable
    func selection(for keyPath: KeyPath<State, Value>, in state: inout State) -> Int {
        if let existing = selectionByKeyPath[keyPath] { return existing }
        let selection = add(SliceReader(keyPath: keyPath), keyPath: keyPath, in: &state)
        selectionByKeyPath[keyPath] = selection
        return selection
    }

    /// Adds a selection that reads its slice with `reader`, starting from its value in `state`;
    /// returns its index.
    @inlinable
    func add(_ reader: SliceReader<State, Value>, keyPath: AnyKeyPath?, in state: inout State) -> Int {
        slices.append(reader, current: reader.read(&state))
        subscribers.append([])
        keyPaths.append(keyPath)
        return subscribers.count - 1
    }

    /// Drops cancelled subscriptions, deallocated subscribers and the selections left without
    /// subscribers. Returns whether the group has no selection left.
    @usableFromInline
    func prune() -> Bool {
        var kept: [Int] = []
        for selection in subscribers.indices {
            subscribers[selection].removeAll { $0.flag.isCancelled || $0.isGone() }
            if !subscribers[selection].isEmpty { kept.append(selection) }
        }
        if kept.count < subscribers.count {
            slices.keep(kept)
            subscribers = ContiguousArray(kept.map { subscribers[$0] })
            keyPaths = kept.map { keyPaths[$0] }
            selectionByKeyPath = [:]
            for (selection, keyPath) in keyPaths.enumerated() {
                if let keyPath { selectionByKeyPath[keyPath] = selection }
            }
        }
        return subscribers.isEmpty
    }
}

/// The per-dispatch part of a ``SelectionGroup``, one element per selection in each array.
///
/// How a selection reads its slice is kept as two arrays of plain elements — a stored property's
/// byte offset (or -1) and a closure — rather than one array of ``SliceReader``s, so that the
/// check loop reads an `Int` and calls a closure without copying an enum.
@usableFromInline
struct Slices<State, Value> {
    /// The byte offset of each stored-property slice (see `StoredPropertyReading`), or -1.
    @usableFromInline var offsets: ContiguousArray<Int> = []
    /// Each selection's closure: the one that reads its slice when its offset is -1.
    @usableFromInline var selects: ContiguousArray<(State) -> Value> = []
    /// The slice each selection delivered last.
    @usableFromInline var currents: ContiguousArray<Value> = []
    /// The selections whose slice changed in the dispatch being processed.
    @usableFromInline var changed: ContiguousArray<Int> = []

    @inlinable init() {}

    @inlinable
    mutating func append(_ reader: SliceReader<State, Value>, current: Value) {
        switch reader {
        case .storedProperty(let offset):
            offsets.append(offset)
            selects.append { state in
                var state = state
                return StoredPropertyReading.read(&state, at: offset, as: Value.self)
            }
        case .keyPath(let keyPath):
            offsets.append(-1)
            selects.append { $0[keyPath: keyPath] }
        case .closure(let select):
            offsets.append(-1)
            selects.append(select)
        }
        currents.append(current)
    }

    /// Reads every slice in `state`, compares it with the last one delivered using `isSame`, and
    /// records the selections that changed in ``changed``. Returns whether one did.
    @inlinable
    mutating func check(_ state: inout State, isSame: (Value, Value) -> Bool) -> Bool {
        // Local copies: the compiler then knows the calls below cannot change them.
        let offsets = self.offsets
        let selects = self.selects
        for selection in offsets.indices {
            let offset = offsets[selection]
            let value =
                offset >= 0
                ? StoredPropertyReading.read(&state, at: offset, as: Value.self)
                : selects[selection](state)
            if isSame(currents[selection], value) { continue }
            currents[selection] = value
            changed.append(selection)
        }
        return !changed.isEmpty
    }

    /// Takes the changed selections out, for a delivery; ``returnChanged(_:)`` gives the emptied
    /// array back so that no dispatch allocates one.
    @inlinable
    mutating func takeChanged() -> ContiguousArray<Int> {
        var taken = ContiguousArray<Int>()
        swap(&taken, &changed)
        return taken
    }

    @inlinable
    mutating func returnChanged(_ taken: inout ContiguousArray<Int>) {
        taken.removeAll(keepingCapacity: true)
        swap(&taken, &changed)
    }

    /// Keeps only the selections at `indexes`, in order.
    mutating func keep(_ indexes: [Int]) {
        offsets = ContiguousArray(indexes.map { offsets[$0] })
        selects = ContiguousArray(indexes.map { selects[$0] })
        currents = ContiguousArray(indexes.map { currents[$0] })
    }
}

/// How a selection reads its slice from the state.
@usableFromInline
enum SliceReader<State, Value> {
    /// A stored property at a byte offset (see `StoredPropertyReading`).
    case storedProperty(offset: Int)
    /// Any other key path, projected.
    case keyPath(KeyPath<State, Value>)
    /// A selector closure.
    case closure((State) -> Value)

    @inlinable
    init(keyPath: KeyPath<State, Value>) {
        if let offset = StoredPropertyReading.offset(of: keyPath) {
            self = .storedProperty(offset: offset)
        } else {
            self = .keyPath(keyPath)
        }
    }

    /// The slice in `state`.
    @inlinable
    func read(_ state: inout State) -> Value {
        switch self {
        case .storedProperty(let offset): StoredPropertyReading.read(&state, at: offset, as: Value.self)
        case .keyPath(let keyPath): state[keyPath: keyPath]
        case .closure(let select): select(state)
        }
    }
}

/// One subscriber of a selection: a callback, and how the store learns that it ended.
@usableFromInline
struct SubscriberEntry<Value> {
    /// Set when the subscription is cancelled; a cancelled entry is skipped, then dropped.
    @usableFromInline let flag: SubscriptionFlag
    /// Calls the subscriber's callback with a slice; returns `false`, without calling, when the
    /// subscriber was deallocated.
    @usableFromInline let notify: (Value) -> Bool
    /// Whether the subscriber was deallocated.
    @usableFromInline let isGone: () -> Bool

    /// A subscriber held weakly: its subscription also ends when it is deallocated.
    @inlinable
    init<Subscriber: AnyObject>(
        _ flag: SubscriptionFlag, _ subscriber: Subscriber, _ onChange: @escaping (Subscriber, Value) -> Void
    ) {
        self.flag = flag
        notify = { [weak subscriber] value in
            guard let subscriber else { return false }
            onChange(subscriber, value)
            return true
        }
        isGone = { [weak subscriber] in subscriber == nil }
    }

    /// A callback kept until its ``Subscription`` handle is released or cancelled.
    @inlinable
    init(_ flag: SubscriptionFlag, _ onChange: @escaping (Value) -> Void) {
        self.flag = flag
        notify = { value in
            onChange(value)
            return true
        }
        isGone = { false }
    }
}
