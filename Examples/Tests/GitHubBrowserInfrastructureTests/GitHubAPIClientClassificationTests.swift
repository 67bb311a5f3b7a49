import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import Testing

@Suite("GitHubAPIClient failure classification")
struct GitHubAPIClientClassificationTests {
    static func response(_ status: Int, _ headers: [String: String] = [:]) throws -> HTTPURLResponse {
        let url = try #require(URL(string: "https://api.github.test/x"))
        return try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers))
    }

    @Test("every 4xx is final and every 5xx is worth retrying", arguments: Array(400...599))
    func retryOnlyServerErrors(status: Int) throws {
        let now = Date(timeIntervalSince1970: 1_000)
        guard case let .failure(error) = GitHubAPIClient.classify(data: Data(), response: try Self.response(status), now: now) else {
            Issue.record("HTTP \(status) should fail")
            return
        }
        #expect(GitHubAPIClient.isTransient(error) == (status >= 500))
    }

    @Test("2xx replies succeed")
    func success() throws {
        guard case .success = GitHubAPIClient.classify(data: Data("{}".utf8), response: try Self.response(200)) else {
            Issue.record("200 should succeed")
            return
        }
    }

    @Test("a refused or unknown host is offline and final; a time-out or lost connection may be retried")
    func transport() {
        #expect(GitHubAPIClient.transportError(URLError(.cannotConnectToHost)).isTransient == false)
        #expect(GitHubAPIClient.transportError(URLError(.cannotFindHost)).isTransient == false)
        #expect(GitHubAPIClient.transportError(URLError(.timedOut)) == (.timedOut, true))
        let lost = GitHubAPIClient.transportError(URLError(.networkConnectionLost))
        #expect(lost.isTransient)
        guard case .offline = lost.error else {
            Issue.record("a lost connection is reported as offline")
            return
        }
    }

    @Test("403 is a rate limit only when the remaining count is zero")
    func rateLimitHeaders() throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let limited = try Self.response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "5000"])
        #expect(GitHubAPIClient.rateLimitReset(limited, status: 403, now: now) == Date(timeIntervalSince1970: 5000))
        let notLimited = try Self.response(403, ["X-RateLimit-Remaining": "10", "X-RateLimit-Reset": "5000"])
        #expect(GitHubAPIClient.rateLimitReset(notLimited, status: 403, now: now) == nil)
        let retryAfter = try Self.response(429, ["Retry-After": "30"])
        #expect(GitHubAPIClient.rateLimitReset(retryAfter, status: 429, now: now) == Date(timeIntervalSince1970: 1030))
    }
}
