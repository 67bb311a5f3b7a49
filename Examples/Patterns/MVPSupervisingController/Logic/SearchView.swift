import GitHubBrowserVocabulary
import StrataAlert

/// What the supervising search presenter tells its view: only what the view cannot learn by
/// observing the model — alerts (navigation goes through the presenter's `DetailRouting`).
@MainActor
public protocol SearchView: AnyObject {
    /// Shows why the search failed, with Retry and Cancel.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>)
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
