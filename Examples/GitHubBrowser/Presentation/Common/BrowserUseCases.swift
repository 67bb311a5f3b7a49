import GitHubBrowserApplication
import GitHubBrowserDomain

/// The use cases the browser's screens share, built once by the composition root over one catalog
/// and one favourites store.
///
/// Screens, presenters and routers are generic over `Catalog` and `Favourites`, so the whole app
/// is wired at compile time: hand the same value to every builder, and every screen talks to the
/// same sources (which is what keeps favourite marks in sync across screens).
public struct BrowserUseCases<Catalog: RepositoryCatalog, Favourites: FavouritesStore>: Sendable {
    /// Searches the catalog as the user types, and loads more results.
    public let searchRepositories: SearchRepositories<Catalog>
    /// Loads the repository shown by the detail screen.
    public let showRepositoryDetail: ShowRepositoryDetail<Catalog, Favourites>
    /// Makes a repository a favourite, or stops it being one.
    public let toggleFavourite: ToggleFavourite<Favourites>
    /// The favourites now and after every change.
    public let observeFavourites: ObserveFavourites<Favourites>

    /// Builds the use cases over `catalog` and `favourites`, searching `pageSize` results at a time.
    public init(catalog: Catalog, favourites: Favourites, pageSize: Int = PageRequest.defaultSize) {
        searchRepositories = SearchRepositories(catalog: catalog, pageSize: pageSize)
        showRepositoryDetail = ShowRepositoryDetail(catalog: catalog, favourites: favourites)
        toggleFavourite = ToggleFavourite(favourites: favourites)
        observeFavourites = ObserveFavourites(favourites: favourites)
    }
}
