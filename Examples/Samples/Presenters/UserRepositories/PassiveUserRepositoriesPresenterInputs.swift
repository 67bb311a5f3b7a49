/// What the passive repositories screen tells its presenter (article ④'s inputs).
/// ``PassiveUserRepositoriesPresenter`` implements it; the view controller is generic over it and
/// builds it itself.
@MainActor
public protocol PassiveUserRepositoriesPresenterInputs: AnyObject {
    /// Creates the presenter of `view`, listing `user`'s repositories from `directory`.
    init(user: GitHubUser, view: any PassiveUserRepositoriesView, directory: any UserDirectory)
    /// The screen loaded: load the repositories.
    func viewDidLoad()
    /// The user asked to load them again.
    func didRequestReload()
}
