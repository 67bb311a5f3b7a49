import Foundation

/// One endpoint's request and the type its reply decodes to — the VIPER article's `Resource<T>`: the
/// interactor builds one per call and hands it to an ``APIClient``.
///
/// ```swift
/// let resource = Resource<RepositorySearchPage>(requestRouter: .searchRepositories(query: query, page: page))
/// let page = try await client.request(resource)
/// ```
public struct Resource<Response: Decodable & Sendable>: Sendable {
    /// Which endpoint, with what parameters.
    public let requestRouter: RequestRouter

    /// Creates the resource of `requestRouter`'s endpoint.
    public init(requestRouter: RequestRouter) {
        self.requestRouter = requestRouter
    }

    /// Decodes a reply's JSON body.
    /// - Throws: ``ApplicationError/decoding(_:)`` saying what did not match `Response`.
    public func decode(_ body: Data) throws(ApplicationError) -> Response {
        do {
            return try JSONDecoder().decode(Response.self, from: body)
        } catch {
            throw .decoding("\(Response.self): \(error)")
        }
    }
}
