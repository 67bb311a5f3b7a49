/// Runs one request at a time for a presenter and delivers only the answer of the latest one.
///
/// Starting a request cancels the one in flight, and an answer that arrives after a newer request
/// started (or after ``cancel()``) is dropped, so a slow, stale answer never overwrites a newer
/// one. The user-search presenters of both MVP forms use it: it is part of the complex logic the
/// chapter leaves to the presenter.
@MainActor
final class LatestRequest {
    private var task: Task<Void, Never>?
    private var generation = 0

    /// Starts `operation`, cancelling the request in flight, and calls `deliver` with its result
    /// unless a newer request started (or ``cancel()`` was called) in the meantime.
    func run<Value: Sendable>(
        _ operation: @escaping @Sendable () async -> Result<Value, UserDirectoryError>,
        deliver: @escaping @MainActor (Result<Value, UserDirectoryError>) -> Void
    ) {
        cancel()
        let current = generation
        task = Task { [weak self] in
            let result = await operation()
            guard let self, self.generation == current else { return }
            self.task = nil
            deliver(result)
        }
    }

    /// Cancels the request in flight, if any; its answer is dropped.
    func cancel() {
        generation += 1
        task?.cancel()
        task = nil
    }
}
