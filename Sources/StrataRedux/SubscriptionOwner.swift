/// An object that keeps its own store subscriptions, so that the store can reach it directly.
///
/// A ``Store`` holds ordinary subscribers weakly, and each notification then pays for loading a weak
/// reference. When the subscriber conforms to `SubscriptionOwner`, the store instead puts every
/// ``Subscription`` it makes for it in its ``subscriptions`` bag, and holds the subscriber without a
/// weak reference: the bag ends the subscriptions when the subscriber is deallocated. Adopt it for
/// subscribers notified often, such as view models of busy screens.
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
/// The store relies on two rules, which the declaration above follows: the bag is a stored `let` of
/// the subscriber that nothing else keeps, and the subscriber is released on the main actor (as
/// main-actor objects normally are). A subscriber deallocated while its bag lives on — a bag handed to
/// another object, or a last release on another thread — would be called after its deallocation.
@MainActor
public protocol SubscriptionOwner: AnyObject {
    /// The bag that keeps this object's subscriptions alive exactly as long as the object.
    var subscriptions: SubscriptionBag { get }
}
