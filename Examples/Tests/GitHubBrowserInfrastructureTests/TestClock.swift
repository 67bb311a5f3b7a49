import Foundation

/// A clock that only moves when a test says so, for the client's whole-request deadline and retry
/// backoff: no test waits for real seconds to pass, and none depends on how fast the machine is.
///
/// Wait for the code under test to sleep with ``waitForSleepers(_:)``, then ``advance(by:)``.
final class TestClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UUID
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    // Guarded by `lock`.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    var sleeperCount: Int { lock.withLock { sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case wait, wake, cancel }
                let outcome = lock.withLock { () -> Outcome in
                    if Task.isCancelled { return .cancel }
                    if deadline <= current { return .wake }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .wait
                }
                switch outcome {
                case .wait: break
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration` and wakes every sleeper whose deadline has come.
    func advance(by duration: Duration) {
        let due = lock.withLock { () -> [Sleeper] in
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Waits (on the real clock, for at most `patience`) until at least `count` tasks sleep on
    /// this clock; `false` if they never do.
    func waitForSleepers(_ count: Int = 1, patience: Duration = .seconds(20)) async -> Bool {
        let giveUp = ContinuousClock.now + patience
        while sleeperCount < count {
            guard ContinuousClock.now < giveUp else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }
}
