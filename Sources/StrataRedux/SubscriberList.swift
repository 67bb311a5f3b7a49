/// One subscriber of a selection: a weakly held object and its callback.
///
/// Its mutable fields opt out of dynamic exclusivity checking: they are read once per notification,
/// and each check costs far more than the notification itself. They are only ever accessed on the
/// main actor, by plain loads and stores that never overlap a call.
@MainActor
@usableFromInline
final class SubscriberEntry<Value> {
    @usableFromInline let id: Int
    @exclusivity(unchecked) @usableFromInline weak var subscriber: AnyObject?
    @usableFromInline let callback: (AnyObject, Value) -> Void
    @exclusivity(unchecked) @usableFromInline var isActive = true

    @inlinable
    init(id: Int, subscriber: AnyObject, callback: @escaping (AnyObject, Value) -> Void) {
        self.id = id
        self.subscriber = subscriber
        self.callback = callback
    }
}

/// The subscribers of one selection.
@MainActor
@usableFromInline
struct SubscriberList<Value> {
    @usableFromInline var entries: ContiguousArray<SubscriberEntry<Value>> = []
    @usableFromInline var needsCompaction = false

    @inlinable init() {}

    @inlinable
    mutating func append(id: Int, subscriber: AnyObject, callback: @escaping (AnyObject, Value) -> Void) {
        entries.append(SubscriberEntry(id: id, subscriber: subscriber, callback: callback))
    }

    mutating func deactivate(id: Int) {
        guard let entry = entries.first(where: { $0.id == id }) else { return }
        entry.isActive = false
        needsCompaction = true
    }

    /// Calls every live subscriber; marks deallocated ones for removal. Returns whether some were.
    @inlinable
    func deliver(_ value: Value) -> Bool {
        var foundDead = false
        let count = entries.count
        var index = 0
        while index < count {
            let entry = entries[index]
            if entry.isActive, let subscriber = entry.subscriber {
                entry.callback(subscriber, value)
            } else {
                entry.isActive = false
                foundDead = true
            }
            index += 1
        }
        return foundDead
    }

    /// Removes inactive entries, adding their ids to `removed`. Returns whether the list is empty.
    mutating func compact(removed: inout [Int]) -> Bool {
        entries.removeAll { entry in
            let isDead = !entry.isActive || entry.subscriber == nil
            if isDead { removed.append(entry.id) }
            return isDead
        }
        needsCompaction = false
        return entries.isEmpty
    }
}
