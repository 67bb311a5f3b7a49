import GitHubBrowserDomain

/// What ``RepositoryDetailPresenter`` needs: the shared use cases and which repository to show.
public struct RepositoryDetailDependencies: Sendable {
    /// The app's use cases.
    public let useCases: BrowserUseCases
    /// The repository to show.
    public let id: RepositoryID

    /// Creates the dependencies.
    public init(useCases: BrowserUseCases, id: RepositoryID) {
        self.useCases = useCases
        self.id = id
    }
}
