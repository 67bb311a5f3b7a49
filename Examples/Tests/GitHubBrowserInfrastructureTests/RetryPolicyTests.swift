import GitHubBrowserInfrastructure
import Testing

@Suite("RetryPolicy")
struct RetryPolicyTests {
    @Test("backoff doubles and is capped")
    func backoff() {
        let policy = RetryPolicy(maximumAttempts: 5, initialBackoff: .milliseconds(100), maximumBackoff: .milliseconds(350))
        #expect(policy.backoff(beforeRetry: 1) == .milliseconds(100))
        #expect(policy.backoff(beforeRetry: 2) == .milliseconds(200))
        #expect(policy.backoff(beforeRetry: 3) == .milliseconds(350))
        #expect(policy.backoff(beforeRetry: 9) == .milliseconds(350))
        #expect(RetryPolicy(maximumAttempts: 0, initialBackoff: .zero, maximumBackoff: .zero).maximumAttempts == 1)
    }

    @Test("the standard policy retries twice; none never retries")
    func presets() {
        #expect(RetryPolicy.standard.maximumAttempts == 3)
        #expect(RetryPolicy.none.maximumAttempts == 1)
    }
}
