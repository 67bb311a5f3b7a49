import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert

/// What the passive favourites view can be told.
@MainActor
public protocol FavouritesView: AnyObject {
    /// Shows the status line.
    func showStatus(_ text: String)
    /// Shows the favourites' rows.
    func showRows(_ rows: [RepositoryRow])
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
    /// Opens the detail of `repository`.
    func showDetail(of repository: Repository)
}
