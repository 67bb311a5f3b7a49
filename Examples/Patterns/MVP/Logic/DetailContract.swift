import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

// The detail screen's contract: inputs and outputs. It goes nowhere, so it has no routing.

/// What the detail screen tells its presenter.
@MainActor
public protocol DetailPresenterInputs: AnyObject {
    /// Creates the presenter of `repository`'s detail for `output`.
    init(output: any DetailPresenterOutputs, repository: Repository, environment: GalleryEnvironment)

    /// The screen loaded: show the repository and follow its favourite mark.
    func viewDidLoad()
    /// The user asked to toggle the favourite.
    func didRequestToggleFavourite()
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}

/// What the detail presenter asks its screen to show.
@MainActor
public protocol DetailPresenterOutputs: AnyObject {
    /// Shows the repository.
    func showContent(_ content: RepositoryDetailContent)
    /// Shows whether the repository is a favourite.
    func showFavourite(_ isFavourite: Bool)
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}
