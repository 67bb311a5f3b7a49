import GitHubBrowserDomain
import StrataNavigation
import StrataTerminal

/// Where the search screen can go: a repository's detail, or the Account tab to sign in.
///
/// Owned by ``SearchPresenter``; it builds the next screen with everything it needs and asks the
/// transitioner (the search screen) to show it.
@MainActor
public final class SearchRouter<Catalog: RepositoryCatalog, Favourites: FavouritesStore> {
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

    /// Switches to the Account tab, where the user signs in, if the app has one.
    public func showSignIn() {
        (transitioner as? AnyViewController)?.tabBarController?.selectTab(titled: AppTabTitle.account)
    }
}
