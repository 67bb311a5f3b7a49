import GitHubBrowserApplication
import GitHubBrowserDomain

/// What happens on one repository's detail screen.
public enum RepositoryDetailAction: Equatable, Sendable, Codable {
    /// Loading the detail started (first load or Retry).
    case loadStarted
    /// The detail loaded.
    case loaded(RepositoryDetail)
    /// Loading failed.
    case failed(AppError)
    /// Loading the README started (after the detail loaded, or the README's Retry).
    case readmeStarted
    /// The README loaded: `nil` when the repository has none.
    case readmeLoaded(Readme?)
    /// Loading the README failed.
    case readmeFailed(AppError)
}
