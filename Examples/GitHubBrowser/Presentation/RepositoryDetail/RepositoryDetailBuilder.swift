import GitHubBrowserDomain
import StrataTerminal

/// Builds the repository detail screen with its presenter, for routers and the app coordinator.
@MainActor
public enum RepositoryDetailBuilder {
    /// The detail screen of `id`, over `useCases`.
    public static func build<Catalog, Favourites>(
        id: RepositoryID,
        useCases: BrowserUseCases<Catalog, Favourites>
    ) -> AnyViewController {
        RepositoryDetailViewController<RepositoryDetailPresenter<Catalog, Favourites>>(
            dependencies: RepositoryDetailDependencies(useCases: useCases, id: id)
        )
    }
}
