import GitHubBrowserVocabulary

/// What the Favourites tab shows besides its rows, as its root view on every driver offers it: a
/// status line (how many favourites, or that they are loading). The rows go to an
/// ``ItemListDisplay``.
@MainActor
public protocol FavouritesDisplay: AnyObject {
    /// Shows the status line, worded for the driver with its way to add or remove a favourite.
    func showStatus(_ status: FavouritesStatus)
}
