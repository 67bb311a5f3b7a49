import StrataFlux

/// The search screen's state.
struct SearchState: Equatable {
    var query = ""
    var isSearching = false
    var repositories: [Repository] = []
    var errorMessage: String?
}

/// The container of the feature's Flux parts: one dispatcher, its action creator and its stores.
/// The favourites store is shared by every screen that shows a star.
@MainActor
struct RepositorySearchFlux {
    let dispatcher = Dispatcher<RepositorySearchAction>()
    let actionCreator: RepositorySearchActionCreator
    let searchStore: FluxStore<SearchState, RepositorySearchAction>
    let favouritesStore: FluxStore<[Repository], RepositorySearchAction>

    init(api: any RepositorySearchAPI) {
        actionCreator = RepositorySearchActionCreator(dispatcher: dispatcher, api: api)
        searchStore = FluxStore(initialState: SearchState(), dispatcher: dispatcher) { state, action in
            switch action {
            case let .searchStarted(query):
                state = SearchState(query: query, isSearching: true, repositories: state.repositories)
            case let .searchSucceeded(repositories):
                state.isSearching = false
                state.repositories = repositories
            case let .searchFailed(message):
                state.isSearching = false
                state.errorMessage = message
            case .favouriteToggled:
                break
            }
        }
        favouritesStore = FluxStore(initialState: [], dispatcher: dispatcher) { favourites, action in
            guard case let .favouriteToggled(repository) = action else { return }
            if let index = favourites.firstIndex(of: repository) {
                favourites.remove(at: index)
            } else {
                favourites.append(repository)
            }
        }
    }
}
