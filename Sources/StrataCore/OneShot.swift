/// A one-shot event kept in state — "show this alert once" — apart from continuous state.
///
/// Continuous state (a list, a flag) is shown again every time a screen renders. An event must be
/// handled exactly once, even if the same value fires twice in a row. `OneShot` carries a generation
/// number with the value, so firing the same alert twice is two changes, and a ``OneShotReceiver``
/// on the view side hands each firing out once.
///
/// ```swift
/// struct LoginState: Equatable {
///     var isSigningIn = false                 // continuous
///     var alert = OneShot<LoginAlert>()       // one-shot
/// }
/// // reducer
/// case .failed: state.alert.fire(.wrongPassword)
/// // view model
/// store.subscribe(select: \.alert) { [unowned self] alert in
///     if let alert = alerts.take(alert) { present(alert) }
/// }.store(in: subscriptions)
/// ```
public struct OneShot<Value> {
    /// The last fired value, if any.
    public private(set) var value: Value?
    /// How many times an event fired; it identifies each firing.
    public private(set) var generation: UInt64 = 0

    /// Creates an event that has not fired.
    public init() {}

    /// Fires `value`: receivers will hand it out once.
    public mutating func fire(_ value: Value) {
        self.value = value
        generation &+= 1
    }
}

extension OneShot: Equatable where Value: Equatable {}
extension OneShot: Sendable where Value: Sendable {}

/// Hands out each firing of a ``OneShot`` event once, on the side that reacts to it (a view model).
public struct OneShotReceiver<Value> {
    private var handledGeneration: UInt64

    /// Creates a receiver. By default, an event that already fired before the receiver existed is not
    /// handed out (a screen opened later must not replay an old alert); pass `deliversPastEvent: true`
    /// to receive it.
    public init(startingAfter event: OneShot<Value>? = nil, deliversPastEvent: Bool = false) {
        handledGeneration = deliversPastEvent ? 0 : (event?.generation ?? 0)
    }

    /// Returns the event's value if it fired since the last call, `nil` otherwise.
    public mutating func take(_ event: OneShot<Value>) -> Value? {
        guard event.generation != handledGeneration, let value = event.value else { return nil }
        handledGeneration = event.generation
        return value
    }
}

extension OneShotReceiver: Sendable {}
