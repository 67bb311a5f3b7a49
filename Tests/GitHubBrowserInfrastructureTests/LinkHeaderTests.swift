import Foundation
@testable import GitHubBrowserInfrastructure
import Testing

@Suite("LinkHeader and RetryPolicy")
struct LinkHeaderTests {
    @Test("reads GitHub's pagination links")
    func parses() throws {
        let header = LinkHeader(#"<https://api.github.com/search/repositories?q=a%2Cb&page=2>; rel="next", <https://api.github.com/search/repositories?q=a&page=34>; rel="last""#)
        let next = try #require(header.next)
        #expect(next.queryValue("page") == "2")
        #expect(header.links["last"]?.queryValue("page") == "34")
    }

    @Test("skips garbage without failing", arguments: ["", "garbage", "<>; rel=next", "<https://x.test/a>", "<https://x.test/a; rel=\"next\""])
    func garbage(value: String) {
        #expect(LinkHeader(value).next == nil)
    }

    @Test("backoff doubles and is capped")
    func backoff() {
        let policy = RetryPolicy(maximumAttempts: 5, initialBackoff: .milliseconds(100), maximumBackoff: .milliseconds(350))
        #expect(policy.backoff(beforeRetry: 1) == .milliseconds(100))
        #expect(policy.backoff(beforeRetry: 2) == .milliseconds(200))
        #expect(policy.backoff(beforeRetry: 3) == .milliseconds(350))
        #expect(policy.backoff(beforeRetry: 9) == .milliseconds(350))
        #expect(RetryPolicy(maximumAttempts: 0, initialBackoff: .zero, maximumBackoff: .zero).maximumAttempts == 1)
    }
}
