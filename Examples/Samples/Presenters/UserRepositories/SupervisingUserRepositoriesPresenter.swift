/// MVP (supervising controller): the presenter of a user's repositories, which handles the input
/// and the complex logic only.
///
/// It runs the request when the screen loads, and again on `r` (a stale answer is dropped), and
/// records each step in the ``UserRepositoriesModel``. It holds no view at all: this screen leads
/// nowhere, and everything it shows the view learns by observing the model.
@MainActor
public final class SupervisingUserRepositoriesPresenter: SupervisingUserRepositoriesPresenterInputs {
    private let model: UserRepositoriesModel
    private let directory: any UserDirectory
    private let request = LatestRequest()

    /// Creates the presenter that fills `model` from `directory`.
    public init(model: UserRepositoriesModel, directory: any UserDirectory) {
        self.model = model
        self.directory = directory
    }

    /// The screen loaded: load the repositories.
    public func viewDidLoad() {
        load()
    }

    /// The user asked to load the list again.
    public func didRequestReload() {
        load()
    }

    private func load() {
        model.phase = .loading
        let directory = directory
        let user = model.user
        request.run {
            do throws(UserDirectoryError) {
                return .success(try await directory.repositories(of: user))
            } catch {
                return .failure(error)
            }
        } deliver: { [weak self] result in
            switch result {
            case let .success(repositories): self?.model.phase = .listed(repositories)
            case let .failure(error): self?.model.phase = .failed(error)
            }
        }
    }
}
