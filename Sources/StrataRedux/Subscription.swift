/// A handle to a ``Store`` subscription: the subscription lasts while the handle is kept, and ends
/// when it is released or cancelled.
///
/// Keep it in a property, or put it in a ``SubscriptionBag`` with ``store(in:)`` to end a screen's
/// subscriptions together. The store keeps `onChange` until the subscription ends and never keeps
/// a subscriber alive itself, so capture `self` weakly in `onChange` — or `unowned` when the handle
/// lives in `self` (in its bag), which ends it before `self` goes:
///
/// ```swift
/// @MainActor @Observable
/// final class CounterViewModel {
///     @ObservationIgnored private let subscriptions = SubscriptionBag()
///     private(set) var title = ""
///     init(store: Store<AppState, AppAction>) {
///         store.subscribe(select: \.count) { [unowned self] count in title = "Count: \(count)" }
///             .store(in: subscriptions)
///     }
/// }
/// ```
@MainActor
public final class Subscription {
    /// What the store checks before each call: shared with the store, which never holds the handle
    /// itself (so that releasing it can end the subscription).
    let flag: SubscriptionFlag
    /// Tells the store that a subscription ended, without keeping the store alive.
    private let onEnd: () -> Void

    /// Whether the subscription ended (``cancel()`` was called).
    public var isCancelled: Bool { flag.isCancelled }

    init(flag: SubscriptionFlag, onEnd: @escaping () -> Void) {
        self.flag = flag
        self.onEnd = onEnd
    }

    /// Stops delivering changes, at once (even in the middle of a dispatch). Calling it again does
    /// nothing.
    public func cancel() {
        guard !flag.isCancelled else { return }
        flag.isCancelled = true
        onEnd()
    }

    /// Puts the subscription in `bag`, which keeps it until the bag is cancelled or released.
    public func store(in bag: SubscriptionBag) {
        bag.insert(self)
    }

    isolated deinit {
        cancel()
    }
}

/// Whether a subscription was cancelled: the part of a ``Subscription`` the store keeps.
@MainActor
@usableFromInline
final class SubscriptionFlag {
    @usableFromInline var isCancelled = false

    @usableFromInline init() {}
}

/// Subscriptions kept together, to end them all at once: when the bag is released (with the screen
/// or view model that holds it), or with ``cancelAll()`` (when a screen is closed but its view
/// model lives on, say).
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
