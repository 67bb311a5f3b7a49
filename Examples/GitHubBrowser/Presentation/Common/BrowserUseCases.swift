import GitHubBrowserApplication
import GitHubBrowserDomain

/// The use cases the browser's screens share, built once by the composition root over one catalog
/// and one favourites store.
///
/// Hand the same value to every screen, and every screen talks to the same sources (which is what
/// keeps favourite marks in sync across screens). Presenters take it as a plain value: they are not
/// generic over the sources, so one presenter type serves the app, its tests and every driver.
public struct BrowserUseCases: Sendable {
    /// Searches the catalog as the user types, and loads more results.
    public let searchRepositories: SearchRepositories
    /// Loads the repository shown by the detail screen.
    public let showRepositoryDetail: ShowRepositoryDetail
    /// Makes a repository a favourite, or stops it being one.
    public let toggleFavourite: ToggleFavourite
    /// The favourites now and after every change.
    public let observeFavourites: ObserveFavourites

    /// Builds the use cases over `catalog` and `favourites`, searching `pageSize` results at a time.
    public init(catalog: some RepositoryCatalog, favourites: some FavouritesStore, pageSize: Int = PageRequest.defaultSize) {
        searchRepositories = SearchRepositories(catalog: catalog, pageSize: pageSize)
        showRepositoryDetail = ShowRepositoryDetail(catalog: catalog, favourites: favourites)
        toggleFavourite = ToggleFavourite(favourites: favourites)
        observeFavourites = ObserveFavourites(favourites: favourites)
    }
}
