import struct Foundation.Date

/// Every way a data source (network, database) can fail, in terms the rest of the app understands.
///
/// Infrastructure maps its own failures (URL errors, HTTP statuses, SQLite errors, decoding errors)
/// to these cases, so no layer above it ever sees a transport type. The application turns them into
/// user-facing messages.
public enum DataSourceError: Error, Hashable, Sendable {
    /// The source cannot be reached (no network, connection refused or dropped).
    case offline(detail: String)
    /// The source did not answer in time.
    case timedOut
    /// The source refuses requests until `until`.
    case rateLimited(until: Date)
    /// The source rejected the credentials (or needs some).
    case unauthorized
    /// The source refused the request for another reason (HTTP 4xx other than the above).
    case rejected(status: Int, detail: String)
    /// The requested item does not exist.
    case notFound
    /// The source failed on its side (HTTP 5xx other than 503).
    case server(status: Int)
    /// The source is down on purpose or overloaded — HTTP 503, GitHub's answer during maintenance —
    /// and says to come back at `retryAfter` when it knows (its `Retry-After` header), else `nil`.
    case serviceUnavailable(retryAfter: Date?)
    /// The reply could not be understood.
    case malformedResponse(detail: String)
    /// Local storage failed: unreadable, corrupt or from a newer version of the app.
    case storage(detail: String)
}

/// Codable, so that a log of the actions that carry it can be written and replayed.
extension DataSourceError: Codable {}
