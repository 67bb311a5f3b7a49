/// One subscriber of a selection and its callback: a ``SubscriptionOwner`` held unretained (its bag
/// deactivates the entry when it goes away), or another object held weakly.
///
/// Its mutable fields opt out of dynamic exclusivity checking: they are read once per notification,
/// and each check costs far more than the notification itself. They are only ever accessed on the
/// main actor, by plain loads and stores that never overlap a call.
@usableFromInline
final class SubscriberEntry<Value> {
    @usableFromInline let id: Int
    @exclusivity(unchecked) @usableFromInline weak var subscriber: AnyObject?
    /// The subscriber, when it owns its subscriptions, unretained: no weak reference (which would give
    /// it a side table and slow down all its reference counting) and no retain per notification. Only
    /// read while the entry is active, that is while the owner's bag, and so the owner, is alive.
    @usableFromInline let owner: Unmanaged<AnyObject>
    /// Whether `owner` is the subscriber (otherwise `subscriber` is).
    @usableFromInline let isOwned: Bool
    @usableFromInline let callback: (AnyObject, Value) -> Void
    @exclusivity(unchecked) @usableFromInline var isActive = true

    @inlinable
    init(id: Int, subscriber: AnyObject, isOwner: Bool, callback: @escaping (AnyObject, Value) -> Void) {
        self.id = id
        isOwned = isOwner
        owner = Unmanaged.passUnretained(subscriber)
        if !isOwner {
            self.subscriber = subscriber
        }
        self.callback = callback
    }
}

/// The subscribers of one selection.
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
        // `entries` is this call's own copy: its buffer outlives the loop even if a subscriber
        // subscribes or cancels, so entries are read in place. (Not main-actor isolated, so that this
        // closure pays no executor check.)
        entries.withUnsafeBufferPointer { entries in
            var foundDead = false
            for entry in entries {
                if !entry.isActive {
                    foundDead = true
                } else if entry.isOwned {
                    // Active, so the owner's bag — hence the owner — is alive: borrowed, not retained.
                    entry.owner._withUnsafeGuaranteedRef { entry.callback($0, value) }
                } else if let subscriber = entry.subscriber {
                    entry.callback(subscriber, value)
                } else {
                    entry.isActive = false
                    foundDead = true
                }
            }
            return foundDead
        }
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
