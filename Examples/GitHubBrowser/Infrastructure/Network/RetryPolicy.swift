/// How the GitHub client retries idempotent requests that failed in a way that may pass: HTTP 5xx,
/// time-outs and dropped connections. 4xx replies are never retried.
///
/// The delay before retry *n* (1-based) is `initialBackoff × 2^(n−1)`, capped at `maximumBackoff`.
/// Tests use tiny delays; the app uses ``standard``.
public struct RetryPolicy: Hashable, Sendable {
    /// How many times a request is sent at most (1 = no retry).
    public let maximumAttempts: Int
    /// The delay before the first retry.
    public let initialBackoff: Duration
    /// The longest delay between two attempts.
    public let maximumBackoff: Duration

    /// Creates a policy; `maximumAttempts` below 1 counts as 1.
    public init(maximumAttempts: Int, initialBackoff: Duration, maximumBackoff: Duration) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
    }

    /// Three attempts, waiting 0.5 s then 1 s, never more than 8 s.
    public static let standard = RetryPolicy(maximumAttempts: 3, initialBackoff: .milliseconds(500), maximumBackoff: .seconds(8))

    /// One attempt only.
    public static let none = RetryPolicy(maximumAttempts: 1, initialBackoff: .zero, maximumBackoff: .zero)

    /// The delay before retry number `retry` (1 for the first retry).
    public func backoff(beforeRetry retry: Int) -> Duration {
        var delay = initialBackoff
        for _ in 1..<max(1, retry) {
            delay = delay * 2
            if delay >= maximumBackoff { return maximumBackoff }
        }
        return min(delay, maximumBackoff)
    }
}
