import GitHubBrowserDomain

/// Where the Favourites tab can go. ``FavouritesPresenter`` talks to it; ``BrowserRouter``
/// implements it.
@MainActor
public protocol FavouritesRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the favourites.
    func showDetail(of id: RepositoryID)
}
