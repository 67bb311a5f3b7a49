import GitHubBrowserDomain

/// What ``RepositoryDetailPresenter`` needs: the shared use cases and which repository to show.
public struct RepositoryDetailDependencies<Catalog: RepositoryCatalog, Favourites: FavouritesStore>: Sendable {
    /// The app's use cases.
    public let useCases: BrowserUseCases<Catalog, Favourites>
    /// The repository to show.
    public let id: RepositoryID

    /// Creates the dependencies.
    public init(useCases: BrowserUseCases<Catalog, Favourites>, id: RepositoryID) {
        self.useCases = useCases
        self.id = id
    }
}
