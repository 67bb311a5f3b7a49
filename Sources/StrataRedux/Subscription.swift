/// A handle to a ``Store`` subscription.
///
/// Subscriptions end on their own when the subscriber is deallocated, so most callers ignore this
/// handle. Keep it to stop listening earlier with ``cancel()``.
@MainActor
public final class Subscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops delivering changes to the subscriber. Calling it again does nothing.
    public func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }
}
