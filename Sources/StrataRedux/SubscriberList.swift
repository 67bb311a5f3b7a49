/// One subscriber of a selection and its callback: a ``SubscriptionOwner`` held `unowned` (its bag
/// deactivates the entry when it goes away), or another object held weakly.
///
/// Its mutable fields opt out of dynamic exclusivity checking: they are read once per notification,
/// and each check costs far more than the notification itself. They are only ever accessed on the
/// main actor, by plain loads and stores that never overlap a call.
@MainActor
@usableFromInline
final class SubscriberEntry<Value> {
    @usableFromInline let id: Int
    @exclusivity(unchecked) @usableFromInline weak var subscriber: AnyObject?
    /// The subscriber, when it owns its subscriptions. `unowned` rather than weak: no side table, so
    /// neither this load nor the subscriber's other reference counting takes the slow path.
    @usableFromInline unowned let owner: AnyObject?
    /// Whether `owner` is set. Checked before touching `owner`: once the owner started deinitialising
    /// (its bag then cancels its subscriptions one by one), loading `owner` would stop the program.
    @usableFromInline let isOwned: Bool
    @usableFromInline let callback: (AnyObject, Value) -> Void
    @exclusivity(unchecked) @usableFromInline var isActive = true

    @inlinable
    init(id: Int, subscriber: AnyObject, isOwner: Bool, callback: @escaping (AnyObject, Value) -> Void) {
        self.id = id
        isOwned = isOwner
        if isOwner {
            owner = subscriber
        } else {
            owner = nil
            self.subscriber = subscriber
        }
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
    mutating func append(
        id: Int, subscriber: AnyObject, isOwner: Bool, callback: @escaping (AnyObject, Value) -> Void
    ) {
        entries.append(SubscriberEntry(id: id, subscriber: subscriber, isOwner: isOwner, callback: callback))
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
            if !entry.isActive {
                foundDead = true
            } else if entry.isOwned, let owner = entry.owner {
                entry.callback(owner, value)
            } else if let subscriber = entry.subscriber {
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
            // An owner's entry is deactivated by its bag; its owner may be deinitialising, so it is
            // not read here.
            let isDead = !entry.isActive || (!entry.isOwned && entry.subscriber == nil)
            if isDead { removed.append(entry.id) }
            return isDead
        }
        needsCompaction = false
        return entries.isEmpty
    }
}
