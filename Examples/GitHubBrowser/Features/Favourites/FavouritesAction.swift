import GitHubBrowserApplication
import GitHubBrowserDomain

/// What happens to the favourites.
public enum FavouritesAction: Equatable, Sendable, Codable {
    /// The favourites store lists `repositories` now.
    case changed([Repository])
    /// Toggling `repository`'s favourite could not be saved.
    case saveFailed(Repository, AppError)
}
