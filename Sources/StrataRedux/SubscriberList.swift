/// One subscriber of a selection, held weakly so that subscribing never keeps it alive.
@usableFromInline
struct SubscriberEntry<Value> {
    @usableFromInline let id: Int
    /// The subscriber, to find deallocated ones when compacting.
    @usableFromInline weak var subscriber: AnyObject?
    /// Calls the subscriber's callback with a slice (through a weak reference of the subscriber's own
    /// type); returns `false`, without calling, when the subscriber was deallocated.
    @usableFromInline let notify: (Value) -> Bool

    @inlinable
    init<Subscriber: AnyObject>(id: Int, subscriber: Subscriber, onChange: @escaping (Subscriber, Value) -> Void) {
        self.id = id
        self.subscriber = subscriber
        notify = { [weak subscriber] value in
            guard let subscriber else { return false }
            onChange(subscriber, value)
            return true
        }
    }
}

/// Counts the subscriptions cancelled in a store, so that a delivery in progress can tell that an
/// entry it is about to call may have been cancelled by an earlier callback.
@MainActor
@usableFromInline
final class CancellationClock {
    @usableFromInline var count = 0

    @inlinable init() {}
}
