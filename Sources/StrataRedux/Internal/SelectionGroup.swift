/// The selections of a ``Store`` whose slices have one type and are compared one way: every key
/// path and selector closure of `Equatable` slices of that type (compared with `==`), or the one
/// selection of a subscription that brings its own `isDuplicate` (or none).
///
/// A selection is one slice the store watches: how to read it, the value it delivered last, and
/// its subscribers. Subscriptions of the same key path share one selection. The store reads and
/// compares the slices of a group in one loop (``Slices/check(_:isSame:)``), then calls the
/// subscribers of the changed ones (see `AnySelectionGroup` in `Store.swift`).
///
/// Benchmark served: Stores › "Redux dispatch, 100 subscribers, slices unchanged" and its closure
/// variants. Grouping by slice type lets the check loop, built where the type is known, call `==`
/// directly; the per-selection parts are kept in parallel arrays of plain elements so that the loop
/// reads an `Int` and, only for a closure selection, calls a closure.
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

    /// The selection of `keyPath`, adding it if the group has none. A key path made of stored
    /// properties only is read at its byte offset (see `StoredPropertyReading`), any other through
    /// a closure that projects it.
    @inlinable
    func selection(for keyPath: KeyPath<State, Value>, in state: inout State) -> Int {
        if let existing = selectionByKeyPath[keyPath] { return existing }
        let selection: Int
        if let offset = StoredPropertyReading.offset(of: keyPath) {
            selection = add(offset: offset, select: nil, keyPath: keyPath, in: &state)
        } else {
            selection = add(offset: -1, select: { $0[keyPath: keyPath] }, keyPath: keyPath, in: &state)
        }
        selectionByKeyPath[keyPath] = selection
        return selection
    }

    /// Adds a selection that reads its slice with `select`; returns its index.
    @inlinable
    func add(select: @escaping (State) -> Value, keyPath: AnyKeyPath?, in state: inout State) -> Int {
        add(offset: -1, select: select, keyPath: keyPath, in: &state)
    }

    /// Adds a selection read at `offset` (when it is not -1) or with `select`, starting from its
    /// value in `state`; returns its index. Inlinable, like the subscribe calls: a closure written at
    /// their call site is then stored as it is, not behind a thunk that copies the state.
    @inlinable
    func add(offset: Int, select: ((State) -> Value)?, keyPath: AnyKeyPath?, in state: inout State) -> Int {
        slices.offsets.append(offset)
        slices.selects.append(select)
        slices.hasClosures = slices.hasClosures || select != nil
        slices.currents.append(slices.read(&state, at: slices.offsets.count - 1))
        subscribers.append([])
        keyPaths.append(keyPath)
        return subscribers.count - 1
    }

    /// Drops cancelled subscriptions and the selections left without subscribers. Returns whether
    /// the group has no selection left.
    @usableFromInline
    func prune() -> Bool {
        var kept: [Int] = []
        for selection in subscribers.indices {
            subscribers[selection].removeAll { $0.flag.isCancelled }
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
@usableFromInline
struct Slices<State, Value> {
    /// The byte offset of each slice read without a closure (see `StoredPropertyReading`), or -1.
    @usableFromInline var offsets: ContiguousArray<Int> = []
    /// The closure that reads each slice whose offset is -1; `nil` for the others.
    @usableFromInline var selects: ContiguousArray<((State) -> Value)?> = []
    /// The slice each selection delivered last.
    @usableFromInline var currents: ContiguousArray<Value> = []
    /// The selections whose slice changed in the dispatch being processed.
    @usableFromInline var changed: ContiguousArray<Int> = []
    /// Whether a selection reads its slice with a closure (else every one has an offset).
    @usableFromInline var hasClosures = false

    @inlinable init() {}

    /// The slice of `selection` in `state`.
    @inlinable
    func read(_ state: inout State, at selection: Int) -> Value {
        if let select = selects[selection] {
            return select(state)
        }
        return StoredPropertyReading.read(&state, at: offsets[selection], as: Value.self)
    }

    /// Reads every slice in `state`, compares it with the last one delivered using `isSame`, and
    /// records the selections that changed in ``changed``. Returns whether one did.
    @inlinable
    mutating func check(_ state: inout State, isSame: (Value, Value) -> Bool) -> Bool {
        guard hasClosures else {
            for selection in offsets.indices {
                let value = StoredPropertyReading.read(&state, at: offsets[selection], as: Value.self)
                if isSame(currents[selection], value) { continue }
                currents[selection] = value
                changed.append(selection)
            }
            return !changed.isEmpty
        }
        // Local copies: the compiler then knows that the selectors cannot change them.
        let offsets = self.offsets
        let selects = self.selects
        // What the closures read. Handed the `inout` state, every call would get a copy of the whole
        // state; a `let` is passed by reference, so the state is copied once per dispatch instead
        // (p50 0.89M → 0.97M dispatches/s with 100 call-site closures, back to back).
        let borrowed = state
        for selection in offsets.indices {
            let offset = offsets[selection]
            // Called in place (binding the closure first would retain and release it each time);
            // every selection without an offset has one (`SelectionGroup.add`).
            let value =
                offset >= 0
                ? StoredPropertyReading.read(&state, at: offset, as: Value.self)
                : selects[selection]!(borrowed)
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
        hasClosures = selects.contains { $0 != nil }
    }
}

/// One subscription of a selection: its callback, and the flag its ``Subscription`` handle sets
/// when it ends (a cancelled entry is skipped, then dropped).
@usableFromInline
struct SubscriberEntry<Value> {
    @usableFromInline let flag: SubscriptionFlag
    @usableFromInline let onChange: (Value) -> Void

    @usableFromInline
    init(flag: SubscriptionFlag, onChange: @escaping (Value) -> Void) {
        self.flag = flag
        self.onChange = onChange
    }
}
