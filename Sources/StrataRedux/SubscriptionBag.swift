/// Subscriptions kept by a ``SubscriptionOwner``: they end when the bag is deallocated.
///
/// Store a bag as a `let` of the subscriber; the ``Store`` fills it when the subscriber subscribes.
@MainActor
public final class SubscriptionBag {
    private var subscriptions: [Subscription] = []

    /// Creates an empty bag.
    public init() {}

    /// The number of subscriptions in the bag that are still active.
    public var activeCount: Int { subscriptions.count { !$0.isCancelled } }

    /// Adds `subscription`, dropping the ones already cancelled.
    func insert(_ subscription: Subscription) {
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
