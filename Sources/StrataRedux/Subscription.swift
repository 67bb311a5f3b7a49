/// A handle to a ``Store`` subscription.
///
/// A subscription has one of two owners, chosen by the `subscribe` call that made it:
/// - **Its subscriber**, for the forms that take one (`subscribe(_:select:onChange:)`): the store
///   holds the subscriber weakly and the subscription ends when the subscriber is deallocated.
///   Most callers ignore this handle; keep it to stop listening earlier with ``cancel()``.
/// - **This handle**, for the forms without a subscriber (`subscribe(select:onChange:)`): the
///   subscription lasts while the handle is kept — in a property, or in a ``SubscriptionBag`` — and
///   ends when it is released or cancelled. The store keeps `onChange` until then, so capture
///   `self` weakly in it, as with any long-lived closure.
@MainActor
public final class Subscription {
    /// What the store checks before each call: shared with the store, which never holds the handle
    /// itself (so that releasing it can end the subscription).
    @usableFromInline let flag: SubscriptionFlag
    /// Tells the store that a subscription ended, without keeping the store alive.
    private let onEnd: () -> Void
    /// Whether releasing this handle ends the subscription.
    private let endsWhenReleased: Bool

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { flag.isCancelled }

    @usableFromInline
    init(flag: SubscriptionFlag, endsWhenReleased: Bool, onEnd: @escaping () -> Void) {
        self.flag = flag
        self.endsWhenReleased = endsWhenReleased
        self.onEnd = onEnd
    }

    /// Stops delivering changes to the subscriber, at once (even in the middle of a dispatch).
    /// Calling it again does nothing.
    public func cancel() {
        guard !flag.isCancelled else { return }
        flag.isCancelled = true
        onEnd()
    }

    isolated deinit {
        if endsWhenReleased { cancel() }
    }
}

/// Whether a subscription was cancelled: the part of a ``Subscription`` the store keeps.
@MainActor
@usableFromInline
final class SubscriptionFlag {
    @usableFromInline var isCancelled = false

    @usableFromInline init() {}
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
