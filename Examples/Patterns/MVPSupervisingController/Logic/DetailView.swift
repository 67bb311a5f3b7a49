import GitHubBrowserVocabulary
import StrataAlert

/// What the supervising detail presenter tells its view: only alerts; the view observes the
/// favourites model for the mark.
@MainActor
public protocol DetailView: AnyObject {
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
