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
    /// Whether a weakly held subscriber is gone, to drop its entry when compacting; `nil` for
    /// owners (whose bag ends the subscription).
    ///
    /// A closure rather than a weak stored property: a weak reference cannot be moved bit by bit,
    /// so an entry holding one made each notification retain and release the entry's `notify`
    /// context (benchmark: "Redux dispatch, 100 weakly held subscribers, all notified").
    @usableFromInline let isGone: (() -> Bool)?
    /// Calls the subscriber's callback with a slice; returns `false`, without calling, when a weakly
    /// held subscriber was deallocated.
    @usableFromInline let notify: (Value) -> Bool

    @inlinable
    init<Subscriber: AnyObject>(
        id: Int, subscriber: Subscriber, isOwner: Bool, onChange: @escaping (Subscriber, Value) -> Void
    ) {
        self.id = id
        if isOwner {
            isGone = nil
            notify = { [unowned subscriber] value in
                onChange(subscriber, value)
                return true
            }
        } else {
            // Captured by value in an immutable struct rather than with `[weak subscriber]`,
            // whose capture is a variable: each notification would check exclusive access to it
            // (same benchmark).
            let reference = WeakReference(subscriber)
            isGone = { reference.object == nil }
            notify = { value in
                guard let subscriber = reference.object else { return false }
                onChange(subscriber, value)
                return true
            }
        }
    }

    /// Whether the subscriber is known to be gone (only weakly held ones can be).
    @inlinable
    var isDead: Bool { isGone?() ?? false }
}

/// A weak reference to capture in a closure as a `let`: the closure then holds it by value, and
/// reading it needs no exclusivity check.
@usableFromInline
struct WeakReference<Object: AnyObject> {
    @usableFromInline weak var object: Object?

    @inlinable
    init(_ object: Object) {
        self.object = object
    }
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
