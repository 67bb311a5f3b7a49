import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The Favourites tab's view model, on top of the favourites' store: the rows and the status line
/// the screen shows, and the inputs it hands on to the action creator.
@MainActor
public final class FavouritesViewModel {
    private let favourites: FavouritesContainer
    private let observation = StoreObservation()

    /// Creates the view model of `favourites`.
    public init(favourites: FavouritesContainer) {
        self.favourites = favourites
    }

    /// Calls `onChange` after every change of the favourites, for as long as the view model lives.
    public func observe(_ onChange: @escaping @MainActor () -> Void) {
        observation.observe(favourites.store, onChange)
    }

    /// The rows, every one marked, or `nil` before the device's favourites were read.
    public var rows: [RepositoryRow]? {
        let state = favourites.store.state
        return state.isLoaded ? state.rows : nil
    }

    /// The status line above the rows (its driver words how to add or remove a favourite).
    public var status: FavouritesStatus {
        let state = favourites.store.state
        return state.isLoaded ? .count(state.repositories.count) : .loading
    }

    /// The repository of row `index`, if there is one.
    public func repository(at index: Int) -> Repository? {
        favourites.store.state.repositories[safe: index]
    }

    /// Removes the favourite of row `index`.
    public func removeFavourite(at index: Int) {
        guard let repository = repository(at: index) else { return }
        favourites.actionCreator.toggle(repository)
    }
}
