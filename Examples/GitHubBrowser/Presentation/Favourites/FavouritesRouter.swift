import GitHubBrowserDomain
import StrataNavigation
import StrataTerminal

/// Where the Favourites tab can go: a repository's detail. Owned by ``FavouritesPresenter``.
@MainActor
public final class FavouritesRouter<Catalog: RepositoryCatalog, Favourites: FavouritesStore> {
    private weak var transitioner: (any Transitioner<AnyViewController>)?
    private let useCases: BrowserUseCases<Catalog, Favourites>

    /// Creates a router that shows screens through `transitioner`.
    public init(transitioner: any Transitioner<AnyViewController>, useCases: BrowserUseCases<Catalog, Favourites>) {
        self.transitioner = transitioner
        self.useCases = useCases
    }

    /// Pushes the detail screen of `id`.
    public func showDetail(of id: RepositoryID) {
        transitioner?.push(RepositoryDetailBuilder.build(id: id, useCases: useCases), animated: true)
    }
}
