import StrataAlert

/// What the detail presenter asks its screen to show. The view controller implements it with
/// one-line delegations.
@MainActor
public protocol RepositoryDetailPresenterOutputs: AnyObject {
    /// Shows that `title` (`owner/name`) is loading.
    func showLoading(title: String)
    /// Shows the repository.
    func showContent(_ content: RepositoryDetailContent)
    /// Shows whether the repository is a favourite.
    func showFavourite(_ isFavourite: Bool)
    /// Shows the alert for a detail that could not be loaded.
    func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>)
    /// Shows the alert for a favourite that could not be saved.
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
