import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

// The search screen's contract, as the articles write one: what the view controller tells the
// presenter (inputs), what the presenter asks the view controller to show (outputs), and where the
// screen can go (routing). Read it first, then `SearchPresenter`.

/// What the search screen tells its presenter. The presenter implements it; the view controller is
/// generic over it and builds it itself, so a test can put a fake presenter behind a real screen.
@MainActor
public protocol SearchPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any SearchPresenterOutputs, router: any SearchRouting, environment: GalleryEnvironment)

    /// The screen loaded: show the empty search and follow the favourites.
    func viewDidLoad()
    /// The query changed: search it after the debounce pause (a newer query cancels it).
    func didChangeQuery(_ text: String)
    /// The user reached the end of the list: load the next page, if there is one.
    func didReachEndOfList()
    /// The user asked to search the query again from its first page.
    func didRequestRefresh()
    /// The user chose row `index`.
    func didSelectRow(at index: Int)
    /// The user asked to toggle row `index`'s favourite.
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the fetch-failure alert.
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction)
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}

/// What the search presenter asks its screen to show; each method is one line in the view
/// controller.
@MainActor
public protocol SearchPresenterOutputs: AnyObject {
    /// Shows the status line.
    func showStatus(_ text: String)
    /// Shows or hides the activity indicator.
    func setLoading(_ isLoading: Bool)
    /// Replaces the result rows.
    func showRows(_ rows: [RepositoryRow])
    /// Shows why the search failed, with Retry and Cancel.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>)
    /// Shows why a favourite was not saved, with Retry and Cancel.
    func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}

/// Where the search screen can go: the presenter decides, the router moves.
@MainActor
public protocol SearchRouting: AnyObject {
    /// Shows `repository`'s detail on top of the search.
    func showDetail(of repository: Repository)
}
