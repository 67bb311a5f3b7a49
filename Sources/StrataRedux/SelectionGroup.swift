/// The selections of a store whose slices have the same type and are compared the same way: key
/// paths and selector closures of `Equatable` slices of one type (compared with `==`), or the
/// selection of one subscription that brings its own equality (or none).
///
/// A dispatch checks the whole group in one tight loop, specialised for the slice type: read each
/// slice, compare it with the last one delivered, remember which changed. Subscribers are called
/// afterwards, by the group's delivery, so that no subscriber code runs while the store's state is
/// being read. Subscribers of the same key path share one selection.
@MainActor
@usableFromInline
final class SelectionGroup<State, Value>: Selection<State> {
    /// Each selection's subscribers.
    @usableFromInline var subscribers: ContiguousArray<ContiguousArray<SubscriberEntry<Value>>> = []
    /// Each selection's key path, if it has one, and the selection of each key path.
    @usableFromInline var keyPaths: [AnyKeyPath?] = []
    @usableFromInline var selectionByKeyPath: [AnyKeyPath: Int] = [:]
    /// What a dispatch reads and writes for each selection, in one stored property (one exclusivity
    /// check per dispatch rather than one per array).
    @usableFromInline var slices = Slices<State, Value>()
    /// Whether two slices are the same (no notification); `nil`: never.
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    @usableFromInline let clock: CancellationClock

    @inlinable
    init(isDuplicate: ((Value, Value) -> Bool)?, clock: CancellationClock) {
        self.isDuplicate = isDuplicate
        self.clock = clock
        super.init()
    }

    /// The selection of `keyPath`, adding it if the group has none.
    @inlinable
    func selection(for keyPath: KeyPath<State, Value>, in state: inout State) -> Int {
        if let existing = selectionByKeyPath[keyPath] { return existing }
        let index = add(SliceReader(keyPath: keyPath), keyPath: keyPath, in: &state)
        selectionByKeyPath[keyPath] = index
        return index
    }

    /// Adds a selection that reads its slice with `reader`; returns its index.
    @inlinable
    func add(_ reader: SliceReader<State, Value>, keyPath: AnyKeyPath?, in state: inout State) -> Int {
        slices.currents.append(reader.read(&state))
        switch reader {
        case .storedProperty(let offset):
            slices.offsets.append(offset)
            // The check reads this slice at its offset and never calls the closure; it reads the
            // same slice, so that the two arrays stay parallel without a closure that cannot run.
            slices.selects.append { state in
                var state = state
                return StoredPropertyReading.read(&state, at: offset, as: Value.self)
            }
        case .keyPath(let keyPath):
            slices.offsets.append(-1)
            slices.selects.append { $0[keyPath: keyPath] }
        case .closure(let select):
            slices.offsets.append(-1)
            slices.selects.append(select)
        }
        subscribers.append([])
        keyPaths.append(keyPath)
        return slices.offsets.count - 1
    }

    /// Adds a subscriber to selection `index`.
    @inlinable
    func subscribe(_ entry: SubscriberEntry<Value>, to index: Int) {
        subscribers[index].append(entry)
    }

    /// The closure the store calls after each reduction: compares every slice of the group with the
    /// last one delivered (with `isDuplicate`) and returns whether one changed. It calls no subscriber.
    @inlinable
    func makeCheck() -> (inout State) -> Bool {
        { [self, isDuplicate] state in
            self.checkSlices(in: &state) { old, new in isDuplicate?(old, new) ?? false }
        }
    }

    /// Checks every slice of the group (see ``Slices/check(_:isSame:)``).
    @inlinable
    func checkSlices(in state: inout State, isSame: (Value, Value) -> Bool) -> Bool {
        slices.check(&state, isSame: isSame)
    }

    /// The closure the store calls for a group whose check found changes: calls the subscribers of
    /// the changed selections. Returns whether it met a deallocated subscriber.
    @inlinable
    func makeDelivery() -> () -> Bool {
        { [self] in
            // The changed selections are taken out, and their (emptied) array is put back at the
            // end so that no dispatch allocates one. No check runs meanwhile: actions dispatched
            // by a callback wait until the delivery is over.
            var changed = ContiguousArray<Int>()
            swap(&changed, &self.slices.changed)
            // Copies: subscribing or cancelling from a callback changes the group, not this walk.
            let currents = self.slices.currents
            let subscribers = self.subscribers
            let clock = self.clock
            var foundDead = false
            for index in changed {
                let value = currents[index]
                let entries = subscribers[index]
                let cancellations = clock.reading
                for position in entries.indices {
                    if clock.reading != cancellations && !isSubscribed(entries[position].id, to: index) { continue }
                    if !entries[position].notify(value) { foundDead = true }
                }
            }
            changed.removeAll(keepingCapacity: true)
            self.slices.changed = changed
            return foundDead
        }
    }

    @inlinable
    func isSubscribed(_ id: Int, to index: Int) -> Bool {
        subscribers[index].contains { $0.id == id }
    }

    override func remove(id: Int) -> Bool {
        for index in subscribers.indices {
            if let position = subscribers[index].firstIndex(where: { $0.id == id }) {
                subscribers[index].remove(at: position)
                return true
            }
        }
        return false
    }

    override func compact(removed: inout [Int]) -> Bool {
        var keep: [Int] = []
        for index in subscribers.indices {
            subscribers[index].removeAll { entry in
                let isDead = entry.isDead
                if isDead { removed.append(entry.id) }
                return isDead
            }
            if !subscribers[index].isEmpty { keep.append(index) }
        }
        if keep.count < subscribers.count {
            slices.offsets = ContiguousArray(keep.map { slices.offsets[$0] })
            slices.selects = ContiguousArray(keep.map { slices.selects[$0] })
            slices.currents = ContiguousArray(keep.map { slices.currents[$0] })
            subscribers = ContiguousArray(keep.map { subscribers[$0] })
            keyPaths = keep.map { keyPaths[$0] }
            selectionByKeyPath = [:]
            for (index, keyPath) in keyPaths.enumerated() {
                if let keyPath { selectionByKeyPath[keyPath] = index }
            }
        }
        return slices.offsets.isEmpty
    }

    override var liveSelectionCount: Int {
        subscribers.count { !$0.isEmpty }
    }
}

/// The per-dispatch part of a ``SelectionGroup``: parallel arrays, one element per selection.
@usableFromInline
struct Slices<State, Value> {
    /// How each selection reads its slice: the byte offset of a stored property (see
    /// `StoredPropertyReading`), or -1 and a closure in `selects`. Kept as two arrays of plain
    /// elements so that reading one during a dispatch copies (and retains) nothing.
    @usableFromInline var offsets: ContiguousArray<Int> = []
    @usableFromInline var selects: ContiguousArray<(State) -> Value> = []
    /// The slice each selection delivered last.
    @usableFromInline var currents: ContiguousArray<Value> = []
    /// The selections whose slice changed in the dispatch being processed.
    @usableFromInline var changed: ContiguousArray<Int> = []

    @inlinable init() {}

    /// Reads every slice in `state`, compares it with the last one delivered using `isSame`, and
    /// records the indexes of those that changed in `changed`. Returns whether one did.
    @inlinable
    mutating func check(_ state: inout State, isSame: (Value, Value) -> Bool) -> Bool {
        // Local copies: the compiler then knows the calls below cannot change them.
        let offsets = self.offsets
        let selects = self.selects
        for index in offsets.indices {
            let offset = offsets[index]
            let value =
                offset >= 0
                ? StoredPropertyReading.read(&state, at: offset, as: Value.self)
                : selects[index](state)
            if isSame(currents[index], value) { continue }
            currents[index] = value
            changed.append(index)
        }
        return !changed.isEmpty
    }
}

extension SelectionGroup where Value: Equatable {
    /// The check of a group of `Equatable` slices, comparing with `==` (inlined into the loop).
    @inlinable
    func makeEquatableCheck() -> (inout State) -> Bool {
        { [self] state in
            self.checkSlices(in: &state) { $0 == $1 }
        }
    }
}
