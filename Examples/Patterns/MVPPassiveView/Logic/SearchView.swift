import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert

/// What the passive search view can be told. It decides nothing: the presenter calls these
/// methods after every change (flow synchronisation).
@MainActor
public protocol SearchView: AnyObject {
    /// Shows the status line.
    func showStatus(_ text: String)
    /// Shows or hides the activity indicator.
    func setLoading(_ isLoading: Bool)
    /// Shows the result rows.
    func showRows(_ rows: [RepositoryRow])
    /// Shows why the search failed, with Retry and Cancel.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>)
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
    /// Opens the detail of `repository`.
    func showDetail(of repository: Repository)
}
