import SamplePresenters
import StrataCore
import StrataTerminal

/// MVP (supervising controller): the screen of a user's repositories. `r` goes to the presenter;
/// everything the screen shows it derives itself from the `UserRepositoriesModel` it observes
/// (*observer synchronisation*): the title from the model's user, the status line
/// (`UserRepositoriesTexts`) and the rows (`UserRepositoryRow`) from its phase. Esc goes back.
/// Generic over its presenter, which it builds itself (`SupervisingUserRepositoriesPresenterInputs`).
public final class SupervisingUserRepositoriesViewController<Presenter: SupervisingUserRepositoriesPresenterInputs>: ViewController<UserRepositoriesRootView> {
    private let directory: any UserDirectory
    /// The model the screen observes; only the presenter changes it.
    public let model: UserRepositoriesModel
    private lazy var presenter = Presenter(model: model, directory: directory)
    private lazy var dataSource = RowListDataSource<UserRepositoryRow>(listView: rootView.listView)

    /// Creates the screen listing `user`'s repositories from `directory`.
    public init(user: GitHubUser, directory: any UserDirectory) {
        self.directory = directory
        model = UserRepositoriesModel(user: user)
        super.init()
    }

    // MARK: - Inputs

    /// Starts observing the model, then the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        ContinuousObservation.observe(self) { screen in screen.show(screen.model) }
        presenter.viewDidLoad()
    }

    /// `r` loads the list again.
    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "reload")] }

    /// `r` asks the presenter to load the list again.
    public override func handle(key: Key) -> Bool {
        guard key == .character("r") else { return false }
        presenter.didRequestReload()
        return true
    }

    // MARK: - Observer synchronisation

    /// The view's own, simple presentation logic: the title, status line and rows of `model`.
    private func show(_ model: UserRepositoriesModel) {
        title = UserRepositoriesTexts.title(of: model.user)
        rootView.showStatus(UserRepositoriesTexts.status(model.phase, of: model.user))
        dataSource.update(newItems: model.phase.repositories.map(UserRepositoryRow.init))
    }
}
