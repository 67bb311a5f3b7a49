import StrataCore

/// The favourites' reducer: the list as the store keeps it, and a save that failed.
public enum FavouritesReducer {
    /// How `action` changes `state`: a pure function, which the Flux app's stores call and the
    /// Redux app composes into its reducer.
    public static func reduce(_ state: inout FavouritesState, _ action: FavouritesAction) {
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
