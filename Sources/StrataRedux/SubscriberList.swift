/// One subscriber of a selection. The store never keeps a subscriber alive:
///
/// - a ``SubscriptionOwner`` is held `unowned`: its bag cancels the subscription when it is
///   deallocated, so the entry is gone before the reference could dangle (and, were that rule
///   broken, Swift would stop the program rather than read freed memory). No weak reference is
///   made to it, so its own reference counting stays on the fast path;
/// - any other object is held weakly, and a deallocated one is skipped and dropped.
@usableFromInline
struct SubscriberEntry<Value> {
    @usableFromInline let id: Int
    /// The subscriber when it is not a ``SubscriptionOwner``, to find deallocated ones when
    /// compacting; `nil` for owners (whose bag ends the subscription).
    @usableFromInline weak var subscriber: AnyObject?
    @usableFromInline let isOwned: Bool
    /// Calls the subscriber's callback with a slice; returns `false`, without calling, when a weakly
    /// held subscriber was deallocated.
    @usableFromInline let notify: (Value) -> Bool

    @inlinable
    init<Subscriber: AnyObject>(
        id: Int, subscriber: Subscriber, isOwner: Bool, onChange: @escaping (Subscriber, Value) -> Void
    ) {
        self.id = id
        isOwned = isOwner
        if isOwner {
            notify = { [unowned subscriber] value in
                onChange(subscriber, value)
                return true
            }
        } else {
            self.subscriber = subscriber
            notify = { [weak subscriber] value in
                guard let subscriber else { return false }
                onChange(subscriber, value)
                return true
            }
        }
    }

    /// Whether the subscriber is known to be gone (only weakly held ones can be).
    @inlinable
    var isDead: Bool { !isOwned && subscriber == nil }
}

/// Counts the subscriptions cancelled in a store, so that a delivery in progress can tell that an
/// entry it is about to call may have been cancelled by an earlier callback.
@MainActor
@usableFromInline
final class CancellationClock {
    /// Not visible outside the module, so that the whole-module optimiser can prove no access to it
    /// overlaps another and drop the dynamic exclusivity check a delivery would pay per subscriber.
    private var count = 0

    @inlinable init() {}

    /// The number of subscriptions cancelled so far.
    @usableFromInline
    var reading: Int { count }

    /// Records one cancellation.
    func tick() {
        count += 1
    }
}
