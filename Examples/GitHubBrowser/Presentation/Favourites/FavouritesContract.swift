import GitHubBrowserDomain
import StrataAlert

/// What the favourites screen tells its presenter. The view controller is generic over it and
/// builds it in its own `init`.
@MainActor
public protocol FavouritesPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any FavouritesPresenterOutputs, router: any FavouritesRouting, dependencies: FavouritesDependencies)

    /// The screen is loaded: follow the favourites.
    func viewDidLoad()
    /// The user opened the row at `index`.
    func didSelectRow(at index: Int)
    /// The user asked to remove the favourite at `index` (key `f`).
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the save-favourite-error alert.
    func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction)
}

/// What the favourites presenter asks its screen to show.
@MainActor
public protocol FavouritesPresenterOutputs: AnyObject {
    /// Shows the favourites, most recently added first.
    func showRows(_ rows: [RepositoryRow])
    /// Shows a one-line status (how many, or how to add some).
    func showStatus(_ text: String)
    /// Shows the alert for a favourite that could not be removed.
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}

/// Where the Favourites tab can go. ``FavouritesPresenter`` talks to it; ``BrowserRouter``
/// implements it.
@MainActor
public protocol FavouritesRouting: AnyObject {
    /// Shows the detail screen of `id` on top of the favourites.
    func showDetail(of id: RepositoryID)
}

/// What ``FavouritesPresenter`` needs: the shared use cases.
public struct FavouritesDependencies: Sendable {
    /// The app's use cases.
    public let useCases: BrowserUseCases

    /// Creates the dependencies.
    public init(useCases: BrowserUseCases) {
        self.useCases = useCases
    }
}
