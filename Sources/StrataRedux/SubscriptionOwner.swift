/// An object that keeps its own store subscriptions in a bag, so that they end with it.
///
/// A ``Store`` holds every subscriber weakly and drops its subscriptions once it is deallocated, so
/// conforming is never needed, and makes no subscription faster. When the subscriber conforms to
/// `SubscriptionOwner`, the store also puts every ``Subscription`` it makes for it in its
/// ``subscriptions`` bag: ``SubscriptionBag/cancelAll()`` then ends them all at once (when a screen
/// is closed but its view model lives on, say).
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
    /// The bag that keeps this object's subscriptions; they end when it is deallocated.
    var subscriptions: SubscriptionBag { get }
}
