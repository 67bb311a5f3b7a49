import StrataNavigation
import StrataTerminal

/// What the favourites screen tells its presenter. The view controller is generic over it and
/// builds it in its own `init`.
@MainActor
public protocol FavouritesPresenterInputs: AnyObject {
    /// What the presenter needs besides its screen.
    associatedtype Dependencies

    /// Creates the presenter for `output`, routing through `transitioner` (the screen itself).
    init(output: any FavouritesPresenterOutputs, transitioner: any Transitioner<AnyViewController>, dependencies: Dependencies)

    /// The screen is loaded: follow the favourites.
    func viewDidLoad()
    /// The user opened the row at `index`.
    func didSelectRow(at index: Int)
    /// The user asked to remove the favourite at `index` (key `f`).
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the save-favourite-error alert.
    func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction)
}
