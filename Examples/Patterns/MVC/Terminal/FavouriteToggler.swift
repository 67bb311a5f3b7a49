import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsMVC
import StrataAlert

/// The MVC controllers' one way to toggle a favourite: command the shared model, and when saving
/// fails, ask with an alert whether to try again. The model's notification updates every screen.
@MainActor
final class FavouriteToggler {
    private let favourites: FavouritesModel
    private let alert: AlertClient<SaveFavouriteErrorAction>
    private var failed: Repository?

    init(favourites: FavouritesModel, viewController: some AlertPresenting) {
        self.favourites = favourites
        alert = AlertClient(viewController: viewController)
        alert.register { [unowned self] action in
            if action == .retry, let failed { toggle(failed) }
        }
    }

    func toggle(_ repository: Repository) {
        Task {
            guard let failure = await favourites.toggle(repository) else { return }
            failed = repository
            alert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
