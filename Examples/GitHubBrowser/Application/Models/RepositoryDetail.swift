import GitHubBrowserDomain

/// What the detail screen shows: a repository and whether it is a favourite.
public struct RepositoryDetail: Hashable, Sendable {
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
