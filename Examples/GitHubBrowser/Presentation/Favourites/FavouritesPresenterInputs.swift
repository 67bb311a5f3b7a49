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
