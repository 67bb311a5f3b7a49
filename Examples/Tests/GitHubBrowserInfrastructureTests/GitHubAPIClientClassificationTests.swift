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
        // Without a Retry-After, even 503 is worth sending again (see serviceUnavailable).
        #expect(GitHubAPIClient.isTransient(error) == (status >= 500))
    }

    @Test(
        "503 is service unavailable: with Retry-After it says until when (at most an hour) and is final; without, it may be retried",
        arguments: [
            ("600", 600.0 as TimeInterval?), ("  30 ", 30), ("99999999", 3600), ("-5", nil), ("1e9", nil), ("Wed, 21 Oct 2015 07:28:00 GMT", nil), ("", nil),
        ]
    )
    func serviceUnavailable(retryAfter header: String, expected seconds: TimeInterval?) throws {
        let now = Date(timeIntervalSince1970: 1_000)
        guard case let .failure(error) = GitHubAPIClient.classify(data: Data(#"{"message":"Service Unavailable"}"#.utf8), response: try Self.response(503, ["Retry-After": header]), now: now) else {
            Issue.record("503 should fail")
            return
        }
        #expect(error == .serviceUnavailable(retryAfter: seconds.map { now.addingTimeInterval($0) }))
        #expect(GitHubAPIClient.isTransient(error) == (seconds == nil))
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

    /// A URL error as swift-corelibs-foundation reports a libcurl failure: a code and libcurl's message.
    static func libcurlError(_ code: URLError.Code, _ message: String) -> URLError {
        URLError(code, userInfo: [NSLocalizedDescriptionKey: message])
    }

    @Test(
        "a server that answered unreadably is an unreadable reply, not offline, and is not retried",
        arguments: [
            (URLError.Code.unknown, "OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number", "the secure connection failed"),
            (.unknown, "SSL certificate problem: self-signed certificate", "the secure connection failed"),
            (.secureConnectionFailed, "An SSL error has occurred", "the secure connection failed"),
            (.serverCertificateUntrusted, "The certificate for this server is invalid.", "the secure connection failed"),
            (.unsupportedURL, "Received HTTP/0.9 when not allowed", "the server answered without an HTTP status line"),
            (.unknown, "Too large response headers: 307220 > 307200", "the server answered, but its headers could not be read"),
            (.badServerResponse, "bad server response", "the server answered, but not in HTTP that can be read"),
        ]
    )
    func unreadableAnswers(code: URLError.Code, message: String, detail: String) {
        let classified = GitHubAPIClient.transportError(Self.libcurlError(code, message))
        #expect(!classified.isTransient)
        guard case let .malformedResponse(said) = classified.error else {
            Issue.record("\(message) was classified as \(classified.error)")
            return
        }
        #expect(said.hasPrefix(detail))
        #expect(said.contains(message), "with libcurl's own words")
    }

    @Test("a host that cannot be reached is still offline")
    func unreachableStaysOffline() {
        let refused = GitHubAPIClient.transportError(Self.libcurlError(.cannotConnectToHost, "Failed to connect to 127.0.0.1 port 9: Connection refused"))
        #expect(refused.error == .offline(detail: "Failed to connect to 127.0.0.1 port 9: Connection refused"))
        let unknownHost = GitHubAPIClient.transportError(Self.libcurlError(.cannotFindHost, "Could not resolve host: api.github.test"))
        #expect(unknownHost.error == .offline(detail: "Could not resolve host: api.github.test"))
    }

    @Test(
        "a number that does not fit a count is an unexpected value at its field, not invalid JSON",
        arguments: [
            (#"{"total_count":1,"items":[{"name":"a","owner":{"login":"o"},"stargazers_count":1.5}]}"#, "unexpected value at items[0].stargazers_count (1.5, not a whole number)"),
            (#"{"total_count":1e300,"items":[]}"#, "unexpected value at total_count (1e+300, not a whole number)"),
            (#"{"total_count":1,"items":[{"na"#, "not valid JSON at the reply"),
        ]
    )
    func unexpectedNumbers(body: String, detail: String) throws {
        struct Search: Decodable {
            struct Item: Decodable { var stargazers_count: Int? }
            var total_count: Int
            var items: [Item]
        }
        let data = Data(body.utf8)
        do {
            _ = try JSONDecoder().decode(Search.self, from: data)
            Issue.record("\(body) decoded")
        } catch let error as DecodingError {
            #expect(GitHubAPIClient.describe(error, in: data) == detail)
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
