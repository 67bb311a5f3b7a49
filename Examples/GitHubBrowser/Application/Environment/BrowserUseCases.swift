import GitHubBrowserDomain

/// The concrete use cases the Search, Favourites and detail screens share, built once by the
/// composition root over one catalog and one favourites store.
///
/// Build one value and every screen talks to the same sources (which is what keeps favourite marks
/// in sync across screens). Screens never take it whole: it becomes part of a
/// ``BrowserEnvironment``, which hands each screen the members it needs as input ports
/// (`any ToggleFavouriteUseCase`, …). The pattern gallery's variants share it too.
public struct BrowserUseCases: Sendable {
    /// Searches the catalog as the user types, and loads more results.
    public let searchRepositories: SearchRepositories
    /// Loads the repository shown by the detail screen.
    public let showRepositoryDetail: ShowRepositoryDetail
    /// Makes a repository a favourite, or stops it being one.
    public let toggleFavourite: ToggleFavourite
    /// The favourites now and after every change.
    public let observeFavourites: ObserveFavourites
    /// Loads the README on the detail screen; `nil` when the source has no READMEs (the offline
    /// catalog), and the screen says the README needs `--source github`.
    public let showReadme: ShowReadme?

    /// Builds the use cases over `catalog` and `favourites`, searching `pageSize` results at a time;
    /// READMEs come from `readmes`, if the source has them.
    public init(
        catalog: some RepositoryCatalog, favourites: some FavouritesStore, pageSize: Int = PageRequest.defaultSize,
        readmes: (any ReadmeSource)? = nil
    ) {
        searchRepositories = SearchRepositories(catalog: catalog, pageSize: pageSize)
        showRepositoryDetail = ShowRepositoryDetail(catalog: catalog, favourites: favourites)
        toggleFavourite = ToggleFavourite(favourites: favourites)
        observeFavourites = ObserveFavourites(favourites: favourites)
        showReadme = readmes.map { ShowReadme(source: $0) }
    }
}
