import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain

/// The redirects of one request, followed the way GitHub's `gh` follows them: at most
/// ``maximumRedirects``, only to `http`/`https` addresses, and the `Authorization` header only while
/// the chain stays on the origin (scheme, host, port) of the first request. Once a redirect leaves
/// that origin, no later request of the chain carries the token, even one that comes back.
///
/// Start a chain with the first request, send ``current``, and pass each reply to ``follow(_:)``
/// until it returns `nil` (the reply is the answer).
struct RedirectChain {
    /// How many redirects one request may follow: enough for a renamed repository or a moved API,
    /// few enough that a loop fails fast.
    static let maximumRedirects = 5

    /// The statuses that redirect a GET (RFC 9110: 301, 302, 303, 307 and 308). Other 3xx replies
    /// are answers, and the client reports them as refusals.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request to send next.
    private(set) var current: URLRequest
    private let origin: HTTPOrigin?
    private var redirects = 0
    private var hasLeftOrigin = false

    /// A chain that starts with `request`.
    init(_ request: URLRequest) {
        current = request
        origin = request.url.flatMap(HTTPOrigin.init)
    }

    /// The request that follows `response` (the reply to ``current``), which becomes the current
    /// one; `nil` when `response` is not a redirect.
    /// - Throws: ``DataSourceError/malformedResponse(detail:)`` for a redirect past
    ///   ``maximumRedirects``, without a usable `Location`, or to an address that is not `http` or
    ///   `https`.
    mutating func follow(_ response: HTTPURLResponse) throws(DataSourceError) -> URLRequest? {
        let status = response.statusCode
        guard Self.redirectStatuses.contains(status) else { return nil }
        guard redirects < Self.maximumRedirects else {
            throw .malformedResponse(detail: "it redirected more than \(Self.maximumRedirects) times")
        }
        guard let location = response.value(forHTTPHeaderField: "Location"),
              let target = URL(string: location, relativeTo: current.url)?.absoluteURL
        else {
            throw .malformedResponse(detail: "a redirect (HTTP \(status)) without a usable Location")
        }
        guard let targetOrigin = HTTPOrigin(target) else {
            let scheme = String((target.scheme ?? "unknown").prefix(20))
            throw .malformedResponse(detail: "a redirect to a \(scheme): address, which is not followed")
        }
        if targetOrigin != origin { hasLeftOrigin = true }
        var next = current
        next.url = target
        next.httpMethod = "GET"
        if hasLeftOrigin { next.setValue(nil, forHTTPHeaderField: "Authorization") }
        redirects += 1
        current = next
        return next
    }
}
