import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataCore

/// The favourites, as every screen shows them: the list the store keeps (read once, then followed)
/// and a favourite that could not be saved. One state shared by the Search tab's marks, each detail
/// screen's mark and the Favourites tab.
public struct FavouritesState: Equatable, Sendable {
    /// The favourite repositories, in the order the store lists them.
    public var repositories: [Repository] = []
    /// Whether the store was read at least once.
    public var isLoaded = false
    /// A favourite that could not be saved, to show once with Retry.
    public var saveFailure = OneShot<FavouriteSaveFailure>()

    /// The state before the store was read.
    public init() {}

    /// The favourites' identifiers: the marks of every list and detail.
    public var identifiers: Set<RepositoryID> { Set(repositories.map(\.id)) }

    /// The Favourites tab's rows, every one marked.
    public var rows: [RepositoryRow] { repositories.rows(favourites: identifiers) }
}

/// A favourite that could not be saved.
public struct FavouriteSaveFailure: Equatable, Sendable {
    /// The repository whose favourite was toggled.
    public let repository: Repository
    /// Why it was not saved.
    public let error: AppError

    /// Creates the failure.
    public init(repository: Repository, error: AppError) {
        self.repository = repository
        self.error = error
    }
}
