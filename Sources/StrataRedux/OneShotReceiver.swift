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
