import GitHubBrowserVocabulary
import StrataAlert

/// What the passive detail view can be told.
@MainActor
public protocol DetailView: AnyObject {
    /// Shows the repository.
    func showContent(_ content: RepositoryDetailContent)
    /// Shows whether the repository is a favourite.
    func showFavourite(_ isFavourite: Bool)
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
