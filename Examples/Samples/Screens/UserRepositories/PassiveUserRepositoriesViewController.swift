import SamplePresenters
import StrataTerminal

/// MVP (passive view): the screen of a user's repositories. It only routes events, and has no
/// logic: `r` goes to the presenter, and the presenter says what to show (the title, the status
/// line, the rows) through `PassiveUserRepositoriesView`. Esc goes back. Generic over its
/// presenter, which it builds itself (`PassiveUserRepositoriesPresenterInputs`).
public final class PassiveUserRepositoriesViewController<Presenter: PassiveUserRepositoriesPresenterInputs>: ViewController<UserRepositoriesRootView>, PassiveUserRepositoriesView {
    private let user: GitHubUser
    private let directory: any UserDirectory
    private lazy var presenter = Presenter(user: user, view: self, directory: directory)
    private lazy var dataSource = RowListDataSource<UserRepositoryRow>(listView: rootView.listView)

    /// Creates the screen listing `user`'s repositories from `directory`.
    public init(user: GitHubUser, directory: any UserDirectory) {
        self.user = user
        self.directory = directory
        super.init()
    }

    // MARK: - Inputs

    /// Starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
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

    // MARK: - Outputs

    /// Shows the title.
    public func showTitle(_ text: String) { title = text }

    /// Shows the status line.
    public func showStatus(_ status: UserRepositoriesStatus) { rootView.showStatus(status) }

    /// Shows the repository rows.
    public func showRepositories(_ rows: [UserRepositoryRow]) { dataSource.update(newItems: rows) }
}
