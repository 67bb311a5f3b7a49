import Foundation
import GitHubBrowserDomain

/// The gallery's catalog answering ``APIRequest``s as GitHub's API would: `GET /search/repositories`
/// with `q`, `page` and `per_page` returns a ``RepositorySearchPage`` as JSON; a missing or invalid
/// parameter is a 422, any other endpoint a 404. The catalog's own failures are thrown as they are.
///
/// The VIPER variant's ``APIClient`` sends through it, so the interactor reaches the offline catalog
/// through the same `Resource` and `RequestRouter` as the VIPER article's sample reaches its web API.
public struct CatalogTransport: APITransport {
    private let catalog: any RepositoryCatalog

    /// Creates a transport over `catalog`.
    public init(catalog: any RepositoryCatalog) {
        self.catalog = catalog
    }

    public func send(_ request: APIRequest) async throws -> APIReply {
        guard request.method == .get, request.url.path == "/search/repositories" else {
            return APIReply(status: 404, body: Data("Not Found".utf8))
        }
        let query: SearchQuery
        let page: PageRequest
        do {
            query = try SearchQuery(request.queryValue("q") ?? "")
            page = try PageRequest(number: Int(request.queryValue("page") ?? "1") ?? 0, size: Int(request.queryValue("per_page") ?? "") ?? PageRequest.defaultSize)
        } catch {
            return APIReply(status: 422, body: Data("Validation Failed: \(error)".utf8))
        }
        let found = try await catalog.search(query, page: page)
        let body = try JSONEncoder().encode(RepositorySearchPage(found))
        return APIReply(status: 200, body: body)
    }
}
