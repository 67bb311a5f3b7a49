import GitHubBrowserVocabulary
import PatternsFeature

/// What the supervising search presenter changes and the search view observes: the search state and
/// the rows it shows. ``SearchModel`` implements it; the presenter and the views reach the model
/// only through this protocol (as they reach the presenter through ``SearchPresenterInputs``), so a
/// test can put another model behind either.
@MainActor
public protocol SearchModelType: AnyObject {
    /// The search state. Only the presenter changes it; the view reads it.
    var state: SearchScreenState { get set }
    /// The favourites, whose marks the rows carry.
    var favourites: any FavouritesModelType { get }
    /// The result rows, marked by the favourites.
    var rows: [RepositoryRow] { get }
}
