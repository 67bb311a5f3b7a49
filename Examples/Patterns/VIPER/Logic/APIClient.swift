import Foundation
import GitHubBrowserDomain

/// Sends ``Resource``s and decodes their replies — the VIPER article's API client, the one way the VIPER
/// variant's interactor reaches its data.
///
/// The client builds each request from the resource's ``RequestRouter``, hands it to its
/// ``APITransport`` (the gallery's catalog answering as a web API would, or a fake in tests), checks
/// the status, decodes the body, and reports every failure as an ``ApplicationError``.
///
/// ```swift
/// let client = APIClient(transport: CatalogTransport(catalog: catalog))
/// let page = try await client.request(Resource<RepositorySearchPage>(requestRouter: .searchRepositories(query: query, page: .first)))
/// ```
public struct APIClient: Sendable {
    /// The API's root: every request's path is appended to it.
    public let baseURL: URL
    private let transport: any APITransport

    /// `https://api.github.com`, the root the catalog transport answers for.
    public static var gitHubAPI: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.github.com"
        // A scheme and a host always make a URL; the fallback only satisfies the type.
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// Creates a client that sends its requests through `transport`, to the API at `baseURL`.
    public init(baseURL: URL = APIClient.gitHubAPI, transport: some APITransport) {
        self.baseURL = baseURL
        self.transport = transport
    }

    /// Sends `resource`'s request and decodes the reply.
    /// - Throws: ``ApplicationError``: the request could not be built, the transport failed, the
    ///   status is not 2xx, or the body does not decode.
    public func request<Response>(_ resource: Resource<Response>) async throws(ApplicationError) -> Response {
        let request = try resource.requestRouter.request(baseURL: baseURL)
        let reply: APIReply
        do {
            reply = try await transport.send(request)
        } catch let error as DataSourceError {
            throw .source(error)
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .transport(String(describing: error))
        }
        guard !Task.isCancelled else { throw .cancelled }
        guard (200..<300).contains(reply.status) else {
            throw .status(reply.status, body: String(decoding: reply.body.prefix(500), as: UTF8.self))
        }
        return try resource.decode(reply.body)
    }
}

/// What sends an ``APIRequest`` and returns the reply: a web API over the network, or the gallery's
/// catalog answering in its place (``CatalogTransport``). Tests pass a fake.
public protocol APITransport: Sendable {
    /// Sends `request` and returns the reply, whatever its status.
    /// - Throws: When no reply came (a `DataSourceError` when the source says why).
    func send(_ request: APIRequest) async throws -> APIReply
}

/// A reply: its HTTP status and body.
public struct APIReply: Hashable, Sendable {
    /// The HTTP status.
    public let status: Int
    /// The body.
    public let body: Data

    /// Creates a reply.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }
}
