import GitHubBrowserApplication
import GitHubBrowserDomain

/// Why an ``APIClient`` request failed — the VIPER article's `ApplicationError`: the client reports every
/// failure as one of these, so the interactor handles one error type whatever the transport threw.
///
/// The screens speak the gallery's `AppError`; its `init(_:)` taking an `ApplicationError` translates.
public enum ApplicationError: Error, Hashable, Sendable {
    /// The request could not be built (the router and the API's root do not make a URL).
    case invalidRequest(String)
    /// The source behind the transport failed (no network, a storage problem, …).
    case source(DataSourceError)
    /// The transport failed for another reason; the text says what.
    case transport(String)
    /// The API answered with a status outside 200–299, and this body.
    case status(Int, body: String)
    /// The reply's body is not what the resource decodes.
    case decoding(String)
    /// The request was cancelled (a newer search replaced it).
    case cancelled
}

extension AppError {
    /// Translates an API client's failure into what the gallery's screens show: 401 asks to sign in,
    /// 404 is "not found", other 4xx a refused request, 5xx a server error, an unreadable body a
    /// malformed reply, a transport failure "offline".
    public init(_ error: ApplicationError) {
        switch error {
        case let .invalidRequest(detail): self = .unexpected(detail: detail)
        case let .source(error): self = AppError(error)
        case .transport: self = .offline
        case .status(401, _): self = .unauthorized
        case .status(404, _): self = .notFound
        case let .status(status, body) where (400..<500).contains(status): self = .rejected(status: status, detail: body)
        case let .status(status, _) where status >= 500: self = .server(status: status)
        case let .status(status, body): self = .malformedResponse(detail: "HTTP \(status): \(body)")
        case let .decoding(detail): self = .malformedResponse(detail: detail)
        case .cancelled: self = .cancelled
        }
    }
}
