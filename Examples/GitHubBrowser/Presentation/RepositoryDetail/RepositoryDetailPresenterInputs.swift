/// What the detail screen tells its presenter. The view controller is generic over it and builds
/// it in its own `init`.
@MainActor
public protocol RepositoryDetailPresenterInputs: AnyObject {
    /// Creates the presenter for `output`, leaving the screen through `router`.
    init(output: any RepositoryDetailPresenterOutputs, router: any RepositoryDetailRouting, dependencies: RepositoryDetailDependencies)

    /// The screen is loaded: load the repository and follow its favourite mark.
    func viewDidLoad()
    /// The user asked to toggle the favourite (key `f`).
    func didRequestToggleFavourite()
    /// The user answered the load-error alert.
    func didChooseLoadErrorAction(_ action: LoadRepositoryErrorAction)
    /// The user answered the save-favourite-error alert.
    func didChooseSaveFavouriteErrorAction(_ action: SaveFavouriteErrorAction)
}
