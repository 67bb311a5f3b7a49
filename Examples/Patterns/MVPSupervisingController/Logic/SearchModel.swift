import GitHubBrowserVocabulary
import Observation
import PatternsFeature

/// MVP (supervising controller)'s search model: the search state as an `@Observable` value the
/// search view observes for its rows, status line and activity indicator. Only the presenter
/// changes it. The presenter and the view reach it through ``SearchModelType``.
@MainActor
@Observable
public final class SearchModel: SearchModelType {
    /// The search state.
    public var state = SearchScreenState()
    /// The favourites, whose marks the rows carry.
    public let favourites: any FavouritesModelType

    /// Creates the model over the shared favourites.
    public init(favourites: any FavouritesModelType) {
        self.favourites = favourites
    }

    /// The result rows, marked by the favourites.
    public var rows: [RepositoryRow] { state.rows(favourites: favourites.identifiers) }
}
