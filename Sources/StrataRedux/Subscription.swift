/// A handle to a ``Store`` subscription.
///
/// Subscriptions end on their own when the subscriber is deallocated, so most callers ignore this
/// handle. Keep it to stop listening earlier with ``cancel()``.
@MainActor
public final class Subscription {
    private let id: Int
    private weak var link: StoreLink?

    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    @usableFromInline
    init(id: Int, link: StoreLink) {
        self.id = id
        self.link = link
    }

    /// Stops delivering changes to the subscriber. Calling it again does nothing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        link?.cancel(id)
    }
}
