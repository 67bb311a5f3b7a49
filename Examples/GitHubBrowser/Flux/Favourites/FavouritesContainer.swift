import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import StrataFlux

/// The favourites feature's Flux parts, kept together (the book's §14.2.3): its dispatcher, its two
/// stores and its action creator. One container lives as long as the app, and every screen's view
/// model reads the favourites through it: the book's favourites shared across screens.
///
/// - ``store`` holds the favourites as the device keeps them, and a save that failed;
/// - ``marks`` holds their identifiers — what the Search rows, the lists and each detail mark. It
///   **waits for** ``store`` on every action (`waitFor`), then takes the identifiers of its new
///   state, so a mark never lags behind the list.
///
/// ```swift
/// let favourites = FavouritesContainer(environment: environment)
/// favourites.actionCreator.follow()
/// favourites.marks.state.contains(id)
/// ```
@MainActor
public final class FavouritesContainer {
    /// The hub of the favourites' actions.
    public let dispatcher: Dispatcher<FavouritesAction>
    /// The favourites and a failed save.
    public let store: FluxStore<FavouritesState, FavouritesAction>
    /// The favourites' identifiers, derived from ``store`` after it has handled each action.
    public let marks: FluxStore<Set<RepositoryID>, FavouritesAction>
    /// Follows the device's favourites and toggles them.
    public let actionCreator: FavouritesActionCreator

    /// Creates the parts; `environment` provides the favourites' use cases. A test hands in a
    /// `dispatcher` of its own to register a spy before the stores.
    public init(environment: BrowserEnvironment, dispatcher: Dispatcher<FavouritesAction> = Dispatcher()) {
        self.dispatcher = dispatcher
        let store = FluxStore(initialState: FavouritesState(), dispatcher: dispatcher, reduce: FavouritesReducer.reduce)
        self.store = store
        marks = FluxStore(initialState: [], dispatcher: dispatcher, waitingFor: [store.dispatchKey]) { marks, _ in
            let identifiers = store.state.identifiers
            if marks != identifiers { marks = identifiers }
        }
        actionCreator = FavouritesActionCreator(dispatcher: dispatcher, environment: environment)
    }
}
