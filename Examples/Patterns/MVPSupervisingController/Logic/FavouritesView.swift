import GitHubBrowserVocabulary
import StrataAlert

/// What the supervising favourites presenter tells its view: alerts (navigation goes through the
/// presenter's `DetailRouting`); the view observes the favourites model for the rest.
@MainActor
public protocol FavouritesView: AnyObject {
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
