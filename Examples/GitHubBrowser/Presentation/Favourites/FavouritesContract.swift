import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

// The Favourites tab's contract, read first: what its screen object (`FavouritesScreen`) tells the
// presenter (inputs), what the presenter asks it to show (outputs), where it can go
// (`FavouritesRouting`, in Features), and what it is built with (`FavouritesDependencies`, holding its use cases: the
// Application layer's input ports). Then read `FavouritesPresenter`.

/// What the favourites screen tells its presenter. The screen object, `FavouritesScreen`, is
/// generic over it and builds it.
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
    /// Shows the one-line status (loading, or how many); the screen's driver words how to add or
    /// remove one.
    func showStatus(_ status: FavouritesStatus)
    /// Shows the alert for a favourite that could not be removed.
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>)
}

/// What ``FavouritesPresenter`` is built with: its use cases (the Application layer's input ports).
public struct FavouritesDependencies: Sendable {
    /// The favourites now and after every change.
    public let observeFavourites: any ObserveFavouritesUseCase
    /// Removes a favourite (toggles its mark).
    public let toggleFavourite: any ToggleFavouriteUseCase

    /// Creates the dependencies.
    public init(observeFavourites: any ObserveFavouritesUseCase, toggleFavourite: any ToggleFavouriteUseCase) {
        self.observeFavourites = observeFavourites
        self.toggleFavourite = toggleFavourite
    }
}
