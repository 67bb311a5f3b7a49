import GitHubBrowserFeatures
import StrataRedux

// The features' pure functions (GitHubBrowserFeatures, shared with the Flux app) as the Redux
// app's reducers, which `BrowserReducer` composes and lifts into the one state.

extension SearchReducer {
    /// ``SearchReducer/reduce(_:_:)`` as a reducer.
    public static let reducer = Reducer(reduce)
}

extension RepositoryDetailReducer {
    /// ``RepositoryDetailReducer/reduce(_:_:)`` as a reducer.
    public static let reducer = Reducer(reduce)
}

extension FavouritesReducer {
    /// ``FavouritesReducer/reduce(_:_:)`` as a reducer.
    public static let reducer = Reducer(reduce)
}

extension AccountReducer {
    /// ``AccountReducer/reduce(_:_:)`` as a reducer.
    public static let reducer = Reducer(reduce)
}

extension RepositoryListReducer {
    /// ``RepositoryListReducer/reduce(_:_:)`` as a reducer.
    public static let reducer = Reducer(reduce)
}
