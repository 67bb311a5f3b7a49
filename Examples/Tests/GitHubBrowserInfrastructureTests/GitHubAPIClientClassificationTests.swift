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
        let limited = try Self.response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "2800"])
        #expect(GitHubAPIClient.rateLimitReset(limited, status: 403, now: now) == Date(timeIntervalSince1970: 2800))
        let notLimited = try Self.response(403, ["X-RateLimit-Remaining": "10", "X-RateLimit-Reset": "2800"])
        #expect(GitHubAPIClient.rateLimitReset(notLimited, status: 403, now: now) == nil)
        let retryAfter = try Self.response(429, ["Retry-After": "30"])
        #expect(GitHubAPIClient.rateLimitReset(retryAfter, status: 429, now: now) == Date(timeIntervalSince1970: 1030))
    }

    @Test(
        "a Retry-After that is not a whole number of seconds is ignored: a 429 then waits the usual minute",
        arguments: ["1e308", "-30", "inf", "nan", "1.5", "soon", "", "0x10", "+5"]
    )
    func unreadableRetryAfter(value: String) throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let reply = try Self.response(429, ["Retry-After": value])
        #expect(GitHubAPIClient.rateLimitReset(reply, status: 429, now: now) == now.addingTimeInterval(60))
    }

    @Test(
        "a wait longer than GitHub's one-hour window is cut to an hour",
        arguments: [
            ["Retry-After": "99999999999"], ["Retry-After": "99999999999999999999999999"], ["Retry-After": "3601"],
            ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "99999999999"],
            ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1900000000"],
        ]
    )
    func waitCappedToAnHour(headers: [String: String]) throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let reply = try Self.response(429, headers)
        #expect(GitHubAPIClient.rateLimitReset(reply, status: 429, now: now) == now.addingTimeInterval(3600))
    }

    @Test("a whole number of seconds is honoured, spaces around it allowed")
    func readableRetryAfter() throws {
        let now = Date(timeIntervalSince1970: 1_000)
        #expect(GitHubAPIClient.rateLimitReset(try Self.response(429, ["Retry-After": " 30 "]), status: 429, now: now) == now.addingTimeInterval(30))
        #expect(GitHubAPIClient.rateLimitReset(try Self.response(429, ["Retry-After": "0"]), status: 429, now: now) == now)
    }

    @Test("an unreadable X-RateLimit-Reset waits the usual minute; one in the past means now", arguments: ["1e308", "-5", "soon", "12.5"])
    func unreadableReset(value: String) throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let reply = try Self.response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": value])
        #expect(GitHubAPIClient.rateLimitReset(reply, status: 403, now: now) == now.addingTimeInterval(60))
        let past = try Self.response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "10"])
        #expect(GitHubAPIClient.rateLimitReset(past, status: 403, now: now) == now)
    }
}
