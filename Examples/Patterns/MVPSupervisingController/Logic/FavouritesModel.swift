import GitHubBrowserApplication
import GitHubBrowserDomain
import Observation
import PatternsFeature

/// MVP (supervising controller)'s favourites: an `@Observable` model that every view observes
/// directly for the marks and the list (observer synchronisation); presenters only change the
/// store through their use cases. They all reach it through ``FavouritesModelType``.
@MainActor
@Observable
public final class FavouritesModel: FavouritesModelType {
    /// The favourites as a list; the favourites screen observes its rows and status.
    public private(set) var list = FavouritesListState()
    @ObservationIgnored private var observation: Task<Void, Never>?

    /// Creates the model and starts following the favourites store.
    public init(environment: GalleryEnvironment) {
        observation = environment.observeFavourites { [weak self] repositories in
            self?.list.update(repositories)
        }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The identifiers of the favourites, to mark rows of other screens.
    public var identifiers: Set<RepositoryID> { list.identifiers }
}
