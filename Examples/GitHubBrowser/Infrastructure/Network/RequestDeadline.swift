/// A limit on how long a whole request may take — connection, redirects and the last byte of the
/// reply — unlike URLSession's request time-out, which only bounds the silence between two bytes
/// and so lets a reply trickling at one byte a second run for ever.
enum RequestDeadline {
    /// The deadline passed before the operation finished.
    struct Exceeded: Error, Equatable {}

    /// Runs `operation`; if `limit` passes on `clock` first, cancels it, waits for it to stop, and
    /// throws ``Exceeded``. Errors of `operation`, and the cancellation of the caller, pass through.
    static func run<Value: Sendable>(
        within limit: Duration,
        on clock: any Clock<Duration>,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await clock.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Exceeded() }
            return value
        }
    }
}
