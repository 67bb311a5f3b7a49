import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import SamplePresenters

/// The user search's directory on the GitHub Browser's offline catalog (`--source offline`, the
/// default): no network, no token.
///
/// The catalog has no accounts, so its users are the owners of its repositories: a search lists
/// the owners whose login contains the text (the login itself first, then logins that start with
/// it, then the rest — each by the stars of their repositories), each with how many repositories
/// the catalog holds of theirs; a user's repositories are the catalog's repositories with that
/// owner, most stars first. It reads the same catalog file as `github-browser` (built from the
/// shipped seed, a 3,449-repository GitHub ranking snapshot, on first use).
public struct CatalogUserDirectory: UserDirectory {
    /// The most users a search lists, and the most repositories listed for a user.
    public static let limit = 100

    private let catalog: OfflineCatalog

    /// Creates the directory of `catalog`'s owners.
    public init(catalog: OfflineCatalog) {
        self.catalog = catalog
    }

    /// The owners whose login contains `query`, ignoring case, best matches first.
    /// - Throws: `UserDirectoryError` when the catalog cannot be read or the text is not a
    ///   search (over 256 characters).
    public func searchUsers(_ query: String) async throws(UserDirectoryError) -> [GitHubUser] {
        try await UserDirectoryError.capture {
            let owners = try await catalog.owners(matching: SearchQuery(query), page: .first(size: Self.limit))
            return owners.items.map { found in
                GitHubUser(login: found.owner.login, isOrganization: found.owner.isOrganization, repositoryCount: found.repositoryCount)
            }
        }
    }

    /// The catalog's repositories owned by `user`, most stars first; none for an owner the
    /// catalog does not know.
    /// - Throws: `UserDirectoryError` when the catalog cannot be read.
    public func repositories(of user: GitHubUser) async throws(UserDirectoryError) -> [UserRepository] {
        try await UserDirectoryError.capture(about: user.login) {
            try await catalog.repositories(ownedBy: user.login, page: .first(size: Self.limit)).items.map(UserRepository.init)
        }
    }
}
