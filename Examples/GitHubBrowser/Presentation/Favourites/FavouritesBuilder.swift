import StrataTerminal

/// Builds the Favourites tab's screen with its presenter, for the app coordinator.
@MainActor
public enum FavouritesBuilder {
    /// The favourites screen over `useCases`.
    public static func build<Catalog, Favourites>(useCases: BrowserUseCases<Catalog, Favourites>) -> AnyViewController {
        FavouritesViewController<FavouritesPresenter<Catalog, Favourites>>(dependencies: useCases)
    }
}
