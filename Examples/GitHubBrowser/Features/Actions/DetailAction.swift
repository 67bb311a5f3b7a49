import GitHubBrowserApplication

/// What happens on one repository's detail screen.
public enum DetailAction: Equatable, Sendable, Codable {
    /// Loading the detail started (first load or Retry).
    case loadStarted
    /// The detail loaded.
    case loaded(RepositoryDetail)
    /// Loading failed.
    case failed(AppError)
}
