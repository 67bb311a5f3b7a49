import GitHubBrowserApplication
import GitHubBrowserDomain

/// What every variant of the pattern gallery is given: the catalog, the GitHub Browser's use cases
/// over it (search the catalog, toggle and observe favourites) and the pause between a keystroke and
/// the search.
///
/// The variants differ in where their state lives and how a view learns of a change; they never
/// differ in what they can do, because they all start from this one value.
public struct GalleryEnvironment: Sendable {
    /// The Application layer's use cases, over ``catalog`` and the favourites store.
    public let useCases: BrowserUseCases
    /// The catalog the use cases search. The VIPER variant sends its requests to it through its
    /// own API client, as the VIPER article's sample sends them to a web API.
    public let catalog: any RepositoryCatalog
    /// How many results a search fetches at a time.
    public let pageSize: Int
    /// How long a query must stay unchanged before it is searched.
    public let debounce: Duration
    /// How the variants wait out the debounce pause (see ``LatestTask``); tests inject their own
    /// instead of waiting on the clock.
    public let sleep: @Sendable (Duration) async throws -> Void

    /// Creates an environment over one catalog and one favourites store.
    ///
    /// - Parameters:
    ///   - catalog: Where repositories are searched.
    ///   - favourites: Where favourites are kept.
    ///   - pageSize: How many results a search fetches at a time.
    ///   - debounce: How long a query must stay unchanged before it is searched.
    ///   - sleep: How to wait out the pause; by default, on the continuous clock.
    public init(
        catalog: some RepositoryCatalog,
        favourites: some FavouritesStore,
        pageSize: Int = PageRequest.defaultSize,
        debounce: Duration = BrowserDefaults.searchDebounce,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.useCases = BrowserUseCases(catalog: catalog, favourites: favourites, pageSize: pageSize)
        self.catalog = catalog
        self.pageSize = pageSize
        self.debounce = debounce
        self.sleep = sleep
    }

    /// A runner for the variant's searches, waiting with ``sleep``.
    @MainActor
    public func makeLatestTask() -> LatestTask {
        LatestTask(sleep: sleep)
    }
}
