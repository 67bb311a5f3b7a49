/// The object a ``Subscription`` holds weakly to reach its store; it lives exactly as long as the store.
@MainActor
@usableFromInline
final class StoreLink {
    let cancel: (Int) -> Void

    @usableFromInline
    init(cancel: @escaping (Int) -> Void) {
        self.cancel = cancel
    }
}
