/// A clock whose sleeps return at once (after checking for cancellation): for use cases that pace
/// themselves with a clock — the device sign-in's polls — in tests that decide the pace another way.
public struct ImmediateClock: Clock {
    /// A moment of the clock: it never moves.
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// Creates the clock.
    public init() {}

    public var now: Instant { Instant(offset: .zero) }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
    }
}
