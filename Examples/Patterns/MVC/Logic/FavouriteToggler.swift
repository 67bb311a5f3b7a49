import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert

/// The MVC controllers' one way to toggle a favourite, on every driver: command the shared model,
/// and when saving fails, ask with an alert whether to try again. The model's notification updates
/// every screen. A controller makes one with itself as the alert's presenter and calls
/// ``toggle(_:)`` on the user's input.
@MainActor
public final class FavouriteToggler {
    private let favourites: FavouritesModel
    private let alert: AlertClient<SaveFavouriteErrorAction>
    private var failed: Repository?

    /// Creates the toggler of `favourites`, whose save-failure alert appears on `viewController`.
    public init(favourites: FavouritesModel, viewController: some AlertPresenting) {
        self.favourites = favourites
        alert = AlertClient(viewController: viewController)
        alert.register { [unowned self] action in
            if action == .retry, let failed { toggle(failed) }
        }
    }

    /// Adds `repository` to the favourites or removes it; a failure to save asks whether to retry.
    public func toggle(_ repository: Repository) {
        Task {
            guard let failure = await favourites.toggle(repository) else { return }
            failed = repository
            alert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
