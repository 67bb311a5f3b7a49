import StrataTerminal

/// Builds the search screen with its presenter, for the app coordinator.
@MainActor
public enum SearchBuilder {
    /// The search screen over `useCases`, searching `debounce` after the last keystroke.
    public static func build<Catalog, Favourites>(
        useCases: BrowserUseCases<Catalog, Favourites>,
        debounce: Duration = SearchDependencies<Catalog, Favourites>.standardDebounce
    ) -> AnyViewController & SearchLaunching {
        SearchViewController<SearchPresenter<Catalog, Favourites>>(
            dependencies: SearchDependencies(useCases: useCases, debounce: debounce)
        )
    }
}
