import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert

/// Adds a repository to the favourites or removes it, and when saving fails, reports an alert
/// with Retry and Cancel and remembers what to retry.
///
/// The presenters of the MVP, MVC and VIPER variants toggle favourites through it, so the toggle
/// and its failure read the same everywhere; the store's change reaches every screen through the
/// favourites observation, never through this object.
@MainActor
public final class FavouriteToggle {
    /// Called with the alert to show when saving failed.
    public var onFailure: (@MainActor (AlertStrategy<SaveFavouriteErrorAction>) -> Void)?

    private let toggleFavourite: ToggleFavourite
    private var failedRepository: Repository?

    /// Creates a toggle over the environment's use case.
    public init(environment: GalleryEnvironment) {
        toggleFavourite = environment.useCases.toggleFavourite
    }

    /// Adds `repository` to the favourites, or removes it.
    public func toggle(_ repository: Repository) {
        let toggle = toggleFavourite
        Task { [weak self] in
            do {
                try await toggle(repository)
            } catch {
                self?.failedRepository = repository
                self?.onFailure?(AlertStrategy(saveFailure: AppError(error)))
            }
        }
    }

    /// The user answered the save-failure alert: Retry toggles the same repository again.
    public func didChoose(_ action: SaveFavouriteErrorAction) {
        guard action == .retry, let failedRepository else { return }
        self.failedRepository = nil
        toggle(failedRepository)
    }
}
