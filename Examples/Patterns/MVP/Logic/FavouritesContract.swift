import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

// The favourites screen's contract: inputs, outputs and routing, as for the search screen.

/// What the favourites screen tells its presenter.
@MainActor
public protocol FavouritesPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any FavouritesPresenterOutputs, router: any FavouritesRouting, environment: GalleryEnvironment)

    /// The screen loaded: follow the favourites.
    func viewDidLoad()
    /// The user chose row `index`.
    func didSelectRow(at index: Int)
    /// The user asked to remove row `index` from the favourites.
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}

/// What the favourites presenter asks its screen to show.
@MainActor
public protocol FavouritesPresenterOutputs: AnyObject {
    /// Shows the status line.
    func showStatus(_ status: FavouritesStatus)
    /// Replaces the favourites' rows.
    func showRows(_ rows: [RepositoryRow])
    /// Shows why a favourite was not removed, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}

/// Where the favourites screen can go.
@MainActor
public protocol FavouritesRouting: AnyObject {
    /// Shows `repository`'s detail on top of the favourites.
    func showDetail(of repository: Repository)
}
