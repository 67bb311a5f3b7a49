/// What the supervising repositories screen tells its presenter (article ④'s inputs).
/// ``SupervisingUserRepositoriesPresenter`` implements it; the view controller is generic over it
/// and builds it itself.
@MainActor
public protocol SupervisingUserRepositoriesPresenterInputs: AnyObject {
    /// Creates the presenter that fills `model` from `directory`.
    init(model: UserRepositoriesModel, directory: any UserDirectory)
    /// The screen loaded: load the repositories.
    func viewDidLoad()
    /// The user asked to load them again.
    func didRequestReload()
}
