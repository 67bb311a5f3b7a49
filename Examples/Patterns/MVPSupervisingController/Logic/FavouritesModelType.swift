import GitHubBrowserDomain
import PatternsFeature

/// What every supervising view observes for the favourites — the list and the marks — and the
/// favourites presenter reads to find the chosen repository. ``FavouritesModel`` implements it; the
/// presenters, views and routers reach the model only through this protocol, so a test can put
/// another model behind them.
@MainActor
public protocol FavouritesModelType: AnyObject {
    /// The favourites as a list: its rows and status.
    var list: FavouritesListState { get }
    /// The identifiers of the favourites, to mark rows of other screens.
    var identifiers: Set<RepositoryID> { get }
}
