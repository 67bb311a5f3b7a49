import StrataRedux

/// The favourites' reducer: the list as the store keeps it, and a save that failed.
public enum FavouritesReducer {
    /// The reducer.
    public static let reducer = Reducer<FavouritesState, FavouritesAction> { state, action in
        switch action {
        case .changed(let repositories):
            state.repositories = repositories
            state.isLoaded = true
        case .saveFailed(let repository, let error):
            guard error != .cancelled else { return }
            state.saveFailure.fire(FavouriteSaveFailure(repository: repository, error: error))
        }
    }
}
