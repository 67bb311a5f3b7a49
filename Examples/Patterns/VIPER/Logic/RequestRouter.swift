import Foundation
import GitHubBrowserDomain

/// Every request the VIPER variant sends, described as data — the VIPER article's `RequestRouter`: each case
/// names one endpoint, and the router says its method, path and query.
///
/// Wrap a case in a ``Resource`` to say what its reply decodes to, and hand the resource to an
/// ``APIClient``, which builds the request with ``request(baseURL:)`` and sends it.
///
/// ```swift
/// let router = RequestRouter.searchRepositories(query: try SearchQuery("grdb"), page: .first)
/// try router.request(baseURL: APIClient.gitHubAPI).url
/// // https://api.github.com/search/repositories?q=grdb&page=1&per_page=30
/// ```
public enum RequestRouter: Hashable, Sendable {
    /// One page of the repositories matching `query`, best matches first (GitHub's
    /// `GET /search/repositories`).
    case searchRepositories(query: SearchQuery, page: PageRequest)

    /// The request's HTTP method.
    public var method: HTTPMethod {
        switch self {
        case .searchRepositories: .get
        }
    }

    /// The endpoint's path, from the API's root.
    public var path: String {
        switch self {
        case .searchRepositories: "/search/repositories"
        }
    }

    /// The query's names and values, in order.
    public var query: [URLQueryItem] {
        switch self {
        case let .searchRepositories(query, page):
            [
                URLQueryItem(name: "q", value: query.text),
                URLQueryItem(name: "page", value: String(page.number)),
                URLQueryItem(name: "per_page", value: String(page.size)),
            ]
        }
    }

    /// The request for the API whose root is `baseURL`: the root's path followed by ``path``, and
    /// ``query`` percent-encoded (`+` included, which a server would otherwise read as a space).
    /// - Throws: ``ApplicationError/invalidRequest(_:)`` when `baseURL` is not an `http` or `https`
    ///   URL with a host.
    public func request(baseURL: URL) throws(ApplicationError) -> APIRequest {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
              ["http", "https"].contains(components.scheme?.lowercased()), components.host?.isEmpty == false
        else {
            throw .invalidRequest("\(baseURL) is not the root of a web API")
        }
        let root = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = root + path
        components.queryItems = query
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else {
            throw .invalidRequest("no URL for \(path) on \(baseURL)")
        }
        return APIRequest(method: method, url: url)
    }
}

/// An HTTP method, as a ``RequestRouter`` names it.
public enum HTTPMethod: String, Hashable, Sendable {
    /// Reads a resource.
    case get = "GET"
}

/// A request ready to send: the method and the full URL. An ``APITransport`` sends it.
public struct APIRequest: Hashable, Sendable {
    /// The HTTP method.
    public let method: HTTPMethod
    /// The URL, with its query.
    public let url: URL

    /// Creates a request.
    public init(method: HTTPMethod, url: URL) {
        self.method = method
        self.url = url
    }

    /// The value of the query item `name`, if the URL has one.
    public func queryValue(_ name: String) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }
}
