import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The Search feature's Flux parts, kept together (the book's §14.2.3): one action type
/// (`SearchAction`), one dispatcher, one store, and the action creator that does the searching.
/// The rows' favourite marks come from the ``FavouritesContainer``'s store, which the view model
/// reads beside this one.
///
/// ```swift
/// let search = SearchContainer(environment: environment, sessionChanges: sessionChanges)
/// let viewModel = SearchViewModel(search: search, favourites: favourites)
/// ```
@MainActor
public final class SearchContainer {
    /// The hub of the Search tab's actions.
    public let dispatcher = Dispatcher<SearchAction>()
    /// The query, the results' request state, the page loading after them and the failure to show.
    public let store: FluxStore<SearchState, SearchAction>
    /// Searches, pages and refreshes.
    public let actionCreator: SearchActionCreator

    /// Creates the parts. After a sign-out (reported by `sessionChanges`) the search in flight is
    /// cancelled and the store goes back to the prompt: results fetched with the user's token are
    /// not kept.
    public init(environment: BrowserEnvironment, sessionChanges: SessionChanges? = nil) {
        store = FluxStore(initialState: SearchState(), dispatcher: dispatcher, reduce: SearchReducer.reduce)
        actionCreator = SearchActionCreator(dispatcher: dispatcher, store: store, environment: environment)
        sessionChanges?.observeSignOut(actionCreator) { actionCreator in actionCreator.signedOut() }
    }
}
