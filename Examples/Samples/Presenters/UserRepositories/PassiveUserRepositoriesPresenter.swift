/// MVP (passive view): the presenter of a user's repositories, which holds all the presentation
/// logic.
///
/// When the screen loads it asks the directory for the user's repositories and tells the view, at
/// each step, the title, the status line (``UserRepositoriesTexts``) and the rows
/// (``UserRepositoryRow``). `r` asks again (after a failure, say); a stale answer is dropped.
@MainActor
public final class PassiveUserRepositoriesPresenter: PassiveUserRepositoriesPresenterInputs {
    private weak var view: (any PassiveUserRepositoriesView)?
    private let directory: any UserDirectory
    private let request = LatestRequest()
    /// Whose repositories the screen lists.
    public let user: GitHubUser
    /// Where the list is.
    public private(set) var phase = UserRepositoriesPhase.loading

    /// Creates the presenter of `view`, listing `user`'s repositories from `directory`.
    public init(user: GitHubUser, view: any PassiveUserRepositoriesView, directory: any UserDirectory) {
        self.user = user
        self.view = view
        self.directory = directory
    }

    /// The screen loaded: show the title and load the repositories.
    public func viewDidLoad() {
        view?.showTitle(UserRepositoriesTexts.title(of: user))
        load()
    }

    /// The user asked to load the list again.
    public func didRequestReload() {
        load()
    }

    private func load() {
        show(.loading)
        let directory = directory
        let user = user
        request.run {
            do throws(UserDirectoryError) {
                return .success(try await directory.repositories(of: user))
            } catch {
                return .failure(error)
            }
        } deliver: { [weak self] result in
            switch result {
            case let .success(repositories): self?.show(.listed(repositories))
            case let .failure(error): self?.show(.failed(error))
            }
        }
    }

    private func show(_ phase: UserRepositoriesPhase) {
        self.phase = phase
        view?.showStatus(UserRepositoriesTexts.status(phase, of: user))
        view?.showRepositories(phase.repositories.map(UserRepositoryRow.init))
    }
}
