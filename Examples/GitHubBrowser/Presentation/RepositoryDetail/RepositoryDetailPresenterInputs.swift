import StrataNavigation
import StrataTerminal

/// What the detail screen tells its presenter. The view controller is generic over it and builds
/// it in its own `init`.
@MainActor
public protocol RepositoryDetailPresenterInputs: AnyObject {
    /// What the presenter needs besides its screen.
    associatedtype Dependencies

    /// Creates the presenter for `output`, routing through `transitioner` (the screen itself).
    init(output: any RepositoryDetailPresenterOutputs, transitioner: any Transitioner<AnyViewController>, dependencies: Dependencies)

    /// The screen is loaded: load the repository and follow its favourite mark.
    func viewDidLoad()
    /// The user asked to toggle the favourite (key `f`).
    func didRequestToggleFavourite()
    /// The user answered the load-error alert.
    func didChooseLoadErrorAction(_ action: LoadRepositoryErrorAction)
    /// The user answered the save-favourite-error alert.
    func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction)
}
