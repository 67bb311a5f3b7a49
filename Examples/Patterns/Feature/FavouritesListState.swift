import GitHubBrowserDomain
import GitHubBrowserVocabulary

/// What a favourites list shows, as a value: the favourite repositories and whether they were read
/// yet, with the rules that turn them into rows, marks and a status line.
///
/// Like ``SearchScreenState``, every variant keeps its favourites in this one shape, wherever its
/// pattern puts them, so no variant can mark or count them differently.
public struct FavouritesListState: Hashable, Sendable {
    /// The favourite repositories, in the order the store lists them.
    public private(set) var repositories: [Repository] = []
    /// Whether the favourites were read at least once.
    public private(set) var isLoaded = false

    /// The state before the favourites were read.
    public init() {}

    /// Records the favourites as the store now lists them.
    public mutating func update(_ repositories: [Repository]) {
        self.repositories = repositories
        isLoaded = true
    }

    /// The identifiers of ``repositories``, to mark rows of other lists.
    public var identifiers: Set<RepositoryID> { Set(repositories.map(\.id)) }

    /// The favourites list's rows (all marked).
    public var rows: [RepositoryRow] { repositories.rows(favourites: identifiers) }

    /// The favourites list's status, which each driver words (the terminal names its keys, UIKit
    /// its buttons).
    public var status: FavouritesStatus {
        isLoaded ? .count(repositories.count) : .loading
    }
}
