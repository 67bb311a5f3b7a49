/// A handle to a ``Store`` subscription.
///
/// Subscriptions end on their own when the subscriber is deallocated, so most callers ignore this
/// handle. Keep it to stop listening earlier with ``cancel()``, or put it in a ``SubscriptionBag``.
@MainActor
public final class Subscription {
    /// Tells the store that a subscription ended, without keeping the store alive.
    private let onEnd: () -> Void

    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    @usableFromInline
    init(onEnd: @escaping () -> Void) {
        self.onEnd = onEnd
    }

    /// Stops delivering changes to the subscriber, at once (even in the middle of a dispatch).
    /// Calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onEnd()
    }
}

/// Subscriptions kept together, to end them all at once: when the bag is deallocated, or with
/// ``cancelAll()`` (when a screen is closed but its view model lives on, say).
///
/// Give a subscriber a bag by conforming it to ``SubscriptionOwner``: the store then puts every
/// subscription it makes for it in the bag.
@MainActor
public final class SubscriptionBag {
    private var subscriptions: [Subscription] = []

    /// Creates an empty bag.
    public init() {}

    /// The number of subscriptions in the bag that are still active.
    public var activeCount: Int { subscriptions.count { !$0.isCancelled } }

    /// Adds `subscription`, dropping the ones already cancelled.
    public func insert(_ subscription: Subscription) {
        subscriptions.removeAll { $0.isCancelled }
        subscriptions.append(subscription)
    }

    /// Ends every subscription in the bag.
    public func cancelAll() {
        for subscription in subscriptions {
            subscription.cancel()
        }
        subscriptions.removeAll()
    }

    isolated deinit {
        for subscription in subscriptions {
            subscription.cancel()
        }
    }
}

/// An object that keeps its store subscriptions in a bag, to end them all at once.
///
/// Conforming is never required: the store holds every subscriber weakly, and a subscription ends
/// when its subscriber is deallocated. When the subscriber conforms, the store also puts each
/// ``Subscription`` it makes for it in its ``subscriptions`` bag, so that
/// ``SubscriptionBag/cancelAll()`` ends them together.
///
/// ```swift
/// @MainActor @Observable
/// final class CounterViewModel: SubscriptionOwner {
///     @ObservationIgnored let subscriptions = SubscriptionBag()
///     private(set) var title = ""
///     init(store: Store<AppState, AppAction>) {
///         store.subscribe(self, select: \.count) { model, count in model.title = "Count: \(count)" }
///     }
/// }
/// ```
@MainActor
public protocol SubscriptionOwner: AnyObject {
    /// The bag that keeps this object's subscriptions.
    var subscriptions: SubscriptionBag { get }
}
