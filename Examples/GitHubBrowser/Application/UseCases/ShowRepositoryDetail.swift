import GitHubBrowserDomain

/// The input port of the detail screen: the repository to show and whether it is a favourite.
/// ``ShowRepositoryDetail`` implements it.
public protocol ShowRepositoryDetailUseCase: Sendable {
    /// The detail of `owner/name`.
    /// - Throws: ``AppError/notFound`` when there is no such repository.
    func callAsFunction(owner: String, name: String) async throws(AppError) -> RepositoryDetail
}

/// Loads what the detail screen shows: the repository and whether it is a favourite.
///
/// Use it when a repository is opened from a list or a deep link (`strata://repos/OWNER/NAME`).
public struct ShowRepositoryDetail: ShowRepositoryDetailUseCase {
    private let catalog: any RepositoryCatalog
    private let favourites: any FavouritesStore

    /// Creates the use case.
    public init(catalog: some RepositoryCatalog, favourites: some FavouritesStore) {
        self.catalog = catalog
        self.favourites = favourites
    }

    /// The detail of `owner/name`.
    /// - Throws: ``AppError/notFound`` when there is no such repository.
    public func callAsFunction(owner: String, name: String) async throws(AppError) -> RepositoryDetail {
        let repository = try await AppError.capture { try await catalog.repository(owner: owner, name: name) }
        let isFavourite = try await AppError.capture { try await favourites.contains(repository.id) }
        return RepositoryDetail(repository: repository, isFavourite: isFavourite)
    }
}

/// What the detail screen shows: a repository and whether it is a favourite.
public struct RepositoryDetail: Hashable, Sendable, Codable {
    /// The repository.
    public let repository: Repository
    /// Whether it is one of the user's favourites.
    public let isFavourite: Bool

    /// Creates a detail.
    public init(repository: Repository, isFavourite: Bool) {
        self.repository = repository
        self.isFavourite = isFavourite
    }
}
