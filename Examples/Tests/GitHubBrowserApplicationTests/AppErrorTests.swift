import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("AppError")
struct AppErrorTests {
    @Test("maps every data-source failure to its UI case")
    func mapsDataSourceErrors() {
        let until = Date(timeIntervalSince1970: 0)
        #expect(AppError(DataSourceError.offline(detail: "x")) == .offline)
        #expect(AppError(DataSourceError.timedOut) == .timedOut)
        #expect(AppError(DataSourceError.rateLimited(until: until)) == .rateLimited(until: until))
        #expect(AppError(DataSourceError.unauthorized) == .unauthorized)
        #expect(AppError(DataSourceError.notFound) == .notFound)
        #expect(AppError(DataSourceError.server(status: 502)) == .server(status: 502))
        #expect(AppError(DataSourceError.serviceUnavailable(retryAfter: until)) == .serviceUnavailable(retryAfter: until))
        #expect(AppError(DataSourceError.serviceUnavailable(retryAfter: nil)) == .serviceUnavailable(retryAfter: nil))
        #expect(AppError(DataSourceError.malformedResponse(detail: "d")) == .malformedResponse(detail: "d"))
        #expect(AppError(DataSourceError.storage(detail: "s")) == .storage(detail: "s"))
        #expect(AppError(DataSourceError.rejected(status: 422, detail: "q")) == .rejected(status: 422, detail: "q"))
    }

    @Test("maps cancellation, validation errors and unknown errors")
    func mapsOtherErrors() {
        #expect(AppError(CancellationError() as any Error) == .cancelled)
        #expect(AppError(SearchQueryError.empty as any Error) == .invalidQuery(.empty))
        #expect(AppError(AccessTokenError.empty as any Error) == .invalidToken(.empty))
        struct Odd: Error {}
        guard case .unexpected = AppError(Odd() as any Error) else {
            Issue.record("an unknown error should be unexpected")
            return
        }
    }

    @Test("a rate limit says until when, on a 24-hour clock in the given time zone")
    func rateLimitMessage() throws {
        let until = Date(timeIntervalSince1970: 1_700_000_000) // 22:13:20 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(AppError.rateLimited(until: until).message(timeZone: utc).contains("until 22:13"))
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(AppError.rateLimited(until: until).message(timeZone: tokyo).contains("until 07:13"))
    }

    @Test("service unavailable says it is not the request's fault, and when to come back when the server said")
    func serviceUnavailableMessage() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let back = Date(timeIntervalSince1970: 1_700_000_000) // 22:13:20 UTC
        let timed = AppError.serviceUnavailable(retryAfter: back)
        #expect(timed.title == "GitHub is unavailable")
        #expect(timed.message(timeZone: utc) == "The server is down for maintenance or overloaded (HTTP 503). It asks to try again after 22:13.")
        #expect(AppError.serviceUnavailable(retryAfter: nil).message(timeZone: utc).hasSuffix("Try again in a few minutes."))
        #expect(timed.isRetryable)
        #expect(!timed.suggestsSignIn)
    }

    @Test("only transient failures are retryable; only unauthorized suggests signing in")
    func actions() {
        #expect(AppError.offline.isRetryable)
        #expect(AppError.server(status: 500).isRetryable)
        #expect(!AppError.notFound.isRetryable)
        #expect(!AppError.unauthorized.isRetryable)
        #expect(AppError.unauthorized.suggestsSignIn)
        #expect(!AppError.offline.suggestsSignIn)
    }

    @Test("every case has a title and a message")
    func texts() {
        let all: [AppError] = [
            .offline, .timedOut, .rateLimited(until: Date()), .unauthorized, .rejected(status: 422, detail: "bad"),
            .server(status: 500), .serviceUnavailable(retryAfter: nil), .serviceUnavailable(retryAfter: Date()), .malformedResponse(detail: "x"), .notFound, .storage(detail: "disk"),
            .invalidQuery(.empty), .invalidToken(.empty), .cancelled, .unexpected(detail: "?"),
        ]
        for error in all {
            #expect(!error.title.isEmpty)
            #expect(!error.message().isEmpty)
        }
    }
}
