/// Runs at most one piece of async work at a time: starting new work cancels the work in flight.
///
/// This is how every gallery variant searches as the user types: each keystroke replaces the
/// pending search with one that first waits for the debounce pause, so only the last query of a
/// burst reaches the catalog, and a slow answer to an old query is never shown over a newer one.
///
/// ```swift
/// let search = LatestTask()
/// search.replace(after: .milliseconds(250)) {
///     print("searching")
/// }
/// ```
@MainActor
public final class LatestTask {
    private var task: Task<Void, Never>?
    private var generation = 0
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates a runner with no work.
    ///
    /// - Parameter sleep: How to wait out a delay; throws when the waiting task is cancelled. The
    ///   default sleeps on the continuous clock; tests pass their own, so they never wait on it.
    public init(sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.sleep = sleep
    }

    isolated deinit {
        task?.cancel()
    }

    /// Whether work started by ``replace(after:_:)`` has not finished yet (or was not cancelled).
    public var isRunning: Bool { task != nil }

    /// Cancels the work in flight, waits `delay`, then runs `work` — unless it is replaced or
    /// cancelled first. `work` should check `Task.isCancelled` after each suspension point and
    /// drop its result when it is set.
    public func replace(after delay: Duration = .zero, _ work: @escaping @MainActor () async -> Void) {
        task?.cancel()
        generation += 1
        let current = generation
        let sleep = self.sleep
        task = Task { [weak self] in
            if delay > .zero {
                do { try await sleep(delay) } catch { return }
            }
            guard !Task.isCancelled else { return }
            await work()
            guard let self, self.generation == current else { return }
            self.task = nil
        }
    }

    /// Cancels the work in flight, if any.
    public func cancel() {
        task?.cancel()
        task = nil
        generation += 1
    }
}
