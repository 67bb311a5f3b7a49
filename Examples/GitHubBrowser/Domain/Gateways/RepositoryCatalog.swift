/// Where repositories come from: the offline catalog, the live GitHub API, or a cache over both.
///
/// Use cases depend on this protocol only, so the same screens work with any source. Every method
/// throws ``DataSourceError`` (and only that) for failures a user can meet: no network, rate limits,
/// bad replies, a missing repository, a storage problem.
public protocol RepositoryCatalog: Sendable {
    /// Repositories matching `query`, best matches first.
    func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository>

    /// The source's list of public repositories, in its own order.
    func publicRepositories(page: PageRequest) async throws -> Page<Repository>

    /// The repository `owner/name`.
    /// - Throws: ``DataSourceError/notFound`` when the source has no such repository.
    func repository(owner: String, name: String) async throws -> Repository
}
