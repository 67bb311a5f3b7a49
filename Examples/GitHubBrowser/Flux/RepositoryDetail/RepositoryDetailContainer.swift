import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The detail feature's Flux parts for one repository's screen: its dispatcher, its store and its
/// action creator. Each detail screen has a container of its own, made when it is opened and gone
/// with it; its favourite mark comes from the app's ``FavouritesContainer``.
@MainActor
public final class RepositoryDetailContainer {
    /// The repository shown.
    public let id: RepositoryID
    /// The hub of this screen's actions.
    public let dispatcher = Dispatcher<RepositoryDetailAction>()
    /// The detail's request state and a failure to show.
    public let store: FluxStore<RepositoryDetailState, RepositoryDetailAction>
    /// Loads the detail.
    public let actionCreator: RepositoryDetailActionCreator

    /// Creates the parts of `id`'s screen.
    public init(id: RepositoryID, environment: BrowserEnvironment) {
        self.id = id
        store = FluxStore(initialState: RepositoryDetailState(), dispatcher: dispatcher, reduce: RepositoryDetailReducer.reduce)
        actionCreator = RepositoryDetailActionCreator(id: id, dispatcher: dispatcher, store: store, environment: environment)
    }
}
