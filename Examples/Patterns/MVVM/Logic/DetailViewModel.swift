import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Observation

/// The MVVM variant's detail screen: the repository's content, and whether it is a favourite —
/// read from the shared favourites view model, so the mark follows a toggle made anywhere.
@MainActor
@Observable
public final class DetailViewModel {
    /// The repository shown.
    public let repository: Repository
    /// The favourites, shared with every other screen.
    public let favourites: FavouritesViewModel

    /// Creates the view model of `repository`'s detail.
    public init(repository: Repository, favourites: FavouritesViewModel) {
        self.repository = repository
        self.favourites = favourites
    }

    /// What the detail screen shows.
    public var content: RepositoryDetailContent { RepositoryDetailContent(repository: repository) }

    /// Whether the repository is a favourite.
    public var isFavourite: Bool { favourites.identifiers.contains(repository.id) }

    /// Adds the repository to the favourites, or removes it.
    public func toggleFavourite() {
        favourites.toggle(repository)
    }
}
