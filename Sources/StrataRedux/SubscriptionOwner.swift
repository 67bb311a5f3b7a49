/// An object that keeps its own store subscriptions in a bag, so that they end with it.
///
/// A ``Store`` never keeps a subscriber alive, so conforming is never required. An ordinary subscriber
/// is held weakly, and each notification loads that weak reference. When the subscriber conforms to
/// `SubscriptionOwner`, the store puts every ``Subscription`` it makes for it in its
/// ``subscriptions`` bag and holds the subscriber `unowned` instead: the bag ends the subscriptions
/// when the subscriber is deallocated, and each notification costs about half as much. The bag also
/// lets you end them all at once with ``SubscriptionBag/cancelAll()`` (when a screen is closed but its
/// view model lives on, say).
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
///
/// The store relies on one rule, which the declaration above follows: the bag is a stored `let` of
/// the subscriber that nothing else keeps. A bag that outlived its subscriber (handed to another
/// object) would leave subscriptions to a deallocated object; the first notification would then stop
/// the program with Swift's unowned-reference error rather than read freed memory.
@MainActor
public protocol SubscriptionOwner: AnyObject {
    /// The bag that keeps this object's subscriptions; they end when it is deallocated.
    var subscriptions: SubscriptionBag { get }
}
