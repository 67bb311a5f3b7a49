import Foundation
import GitHubBrowserDomain

/// The one error model the UI deals with: every use case throws it, and it knows how to explain
/// itself to a user.
///
/// Screens switch over it to pick alert actions (retry, sign in, …) and show ``title`` and
/// ``message(timeZone:)``. Build it from any failure with ``init(_:)-(Error)``; nothing else reaches the UI.
public enum AppError: Error, Hashable, Sendable {
    /// The source cannot be reached.
    case offline
    /// The source did not answer in time.
    case timedOut
    /// The source refuses requests until the given time.
    case rateLimited(until: Date)
    /// The token is missing, wrong or revoked.
    case unauthorized
    /// The source refused the request (HTTP `status`).
    case rejected(status: Int, detail: String)
    /// The source failed on its side (HTTP `status`).
    case server(status: Int)
    /// The source is down for maintenance or overloaded (HTTP 503); it said to come back at
    /// `retryAfter`, when it said. Screens show it as a state of their own ("GitHub is
    /// unavailable"), not as a failure of the request, as the book's ch.15 app does.
    case serviceUnavailable(retryAfter: Date?)
    /// The source's reply could not be understood.
    case malformedResponse(detail: String)
    /// The repository (or page) does not exist.
    case notFound
    /// Local storage failed.
    case storage(detail: String)
    /// The search text is not valid.
    case invalidQuery(SearchQueryError)
    /// The token is not well formed.
    case invalidToken(AccessTokenError)
    /// A device-flow sign-in's code expired before the user entered it.
    case signInExpired
    /// The user refused the app on GitHub's device-flow page.
    case signInDenied
    /// The OAuth app's client ID is not well formed.
    case invalidClientID(OAuthClientIDError)
    /// The operation was cancelled (a newer search replaced it); screens ignore it.
    case cancelled
    /// Anything else; `detail` says what.
    case unexpected(detail: String)

    /// Classifies any error thrown below the UI.
    public init(_ error: any Error) {
        switch error {
        case let error as AppError: self = error
        case let error as DataSourceError: self = AppError(error)
        case let error as SearchQueryError: self = .invalidQuery(error)
        case let error as AccessTokenError: self = .invalidToken(error)
        case let error as OAuthClientIDError: self = .invalidClientID(error)
        case is CancellationError: self = .cancelled
        default: self = .unexpected(detail: String(describing: error))
        }
    }

    /// Translates a data-source failure.
    public init(_ error: DataSourceError) {
        switch error {
        case .offline: self = .offline
        case .timedOut: self = .timedOut
        case let .rateLimited(until): self = .rateLimited(until: until)
        case .unauthorized: self = .unauthorized
        case let .rejected(status, detail): self = .rejected(status: status, detail: detail)
        case .notFound: self = .notFound
        case let .server(status): self = .server(status: status)
        case let .serviceUnavailable(retryAfter): self = .serviceUnavailable(retryAfter: retryAfter)
        case let .malformedResponse(detail): self = .malformedResponse(detail: detail)
        case let .storage(detail): self = .storage(detail: detail)
        }
    }

    /// Whether trying the same thing again later may succeed (offers a "Retry" action).
    public var isRetryable: Bool {
        switch self {
        case .offline, .timedOut, .rateLimited, .server, .serviceUnavailable, .malformedResponse: true
        case .unauthorized, .rejected, .notFound, .storage, .invalidQuery, .invalidToken, .signInExpired, .signInDenied, .invalidClientID,
             .cancelled, .unexpected: false
        }
    }

    /// Whether this is GitHub being unavailable (HTTP 503), which the apps show on a screen of its
    /// own ("GitHub is unavailable") instead of in the alert of the screen that asked.
    public var isServiceUnavailable: Bool {
        if case .serviceUnavailable = self { true } else { false }
    }

    /// Whether signing in (again) is the way out (offers a "Sign in" action).
    public var suggestsSignIn: Bool { self == .unauthorized }

    /// A short alert title.
    public var title: String {
        switch self {
        case .offline: "You are offline"
        case .timedOut: "No answer"
        case .rateLimited: "Rate limited"
        case .unauthorized: "Sign-in needed"
        case .rejected: "Request refused"
        case .server: "Server error"
        case .serviceUnavailable: "GitHub is unavailable"
        case .malformedResponse: "Unreadable reply"
        case .notFound: "Not found"
        case .storage: "Storage problem"
        case .invalidQuery: "Check the search"
        case .invalidToken: "Check the token"
        case .signInExpired: "The code expired"
        case .signInDenied: "Access denied"
        case .invalidClientID: "Check the client ID"
        case .cancelled: "Cancelled"
        case .unexpected: "Something went wrong"
        }
    }

    /// The full sentence to show, with times in `timeZone`.
    public func message(timeZone: TimeZone = .current) -> String {
        switch self {
        case .offline:
            "The server cannot be reached. Check the connection, or use the offline catalog."
        case .timedOut:
            "The server took too long to answer. Try again in a moment."
        case let .rateLimited(until):
            "Rate limited until \(Self.clockTime(until, timeZone: timeZone)). Signing in raises the limit."
        case .unauthorized:
            "The server did not accept the token. Sign in again with a valid token."
        case let .rejected(status, detail):
            "The server refused the request (HTTP \(status)): \(detail)"
        case let .server(status):
            "The server failed (HTTP \(status)). Try again later."
        case .serviceUnavailable:
            "The server is down for maintenance or overloaded (HTTP 503). " + (retryAdvice(timeZone: timeZone) ?? "")
        case let .malformedResponse(detail):
            "The server's reply could not be read (\(detail))."
        case .notFound:
            "There is no such repository."
        case let .storage(detail):
            detail
        case let .invalidQuery(error):
            error.description
        case let .invalidToken(error):
            error.description
        case .signInExpired:
            "The code was not entered on GitHub in time. Start signing in again for a new one."
        case .signInDenied:
            "The app was refused access on GitHub's page, so you are not signed in."
        case let .invalidClientID(error):
            error.description
        case .cancelled:
            "The operation was cancelled."
        case let .unexpected(detail):
            "Unexpected error: \(detail)"
        }
    }

    /// When to try again, for a source that is unavailable (HTTP 503): "It asks to try again after
    /// 14:15." when it said, "Try again in a few minutes." when it did not; `nil` for any other
    /// failure. Every screen that shows a 503 — an alert, a list's notice, a saved copy's reason —
    /// says this sentence.
    public func retryAdvice(timeZone: TimeZone = .current) -> String? {
        guard case let .serviceUnavailable(retryAfter) = self else { return nil }
        return retryAfter.map { "It asks to try again after \(Self.clockTime($0, timeZone: timeZone))." } ?? "Try again in a few minutes."
    }

    /// `HH:MM` (24-hour clock) of `date` in `timeZone`: how every message and screen of the app
    /// shows a time of day.
    public static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

extension AppError {
    /// Runs `operation`, turning whatever it throws into an ``AppError``.
    static func capture<Value>(_ operation: () async throws -> Value) async throws(AppError) -> Value {
        do {
            return try await operation()
        } catch {
            throw AppError(error)
        }
    }

    /// Runs the synchronous `operation`, turning whatever it throws into an ``AppError``.
    static func capture<Value>(_ operation: () throws -> Value) throws(AppError) -> Value {
        do {
            return try operation()
        } catch {
            throw AppError(error)
        }
    }
}

/// Codable, so that a log of the actions that carry it can be written and replayed.
extension AppError: Codable {}
