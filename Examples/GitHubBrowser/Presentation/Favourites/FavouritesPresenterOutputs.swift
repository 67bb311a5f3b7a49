import StrataAlert

/// What the favourites presenter asks its screen to show.
@MainActor
public protocol FavouritesPresenterOutputs: AnyObject {
    /// Shows the favourites, most recently added first.
    func showRows(_ rows: [RepositoryRow])
    /// Shows a one-line status (how many, or how to add some).
    func showStatus(_ text: String)
    /// Shows the alert for a favourite that could not be removed.
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
