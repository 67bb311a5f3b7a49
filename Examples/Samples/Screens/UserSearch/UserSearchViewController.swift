import SamplePresenters
import StrataCore
import StrataTerminal

/// MVVM (chapter 7): the user search screen whose view model emits the navigation. It has no logic
/// of its own; it binds:
///
/// - **inputs** (`viewDidLoad`): each change of the field's text, Enter, and the row the user
///   opens go to the `UserSearchViewModel`;
/// - **state**: it observes the view model and shows its `status` and `rows` after every change;
/// - **navigation**: it reads the view model's `transitionToUserDetail` stream and, for each
///   login, pushes that user's repositories — the view model decides *when*, the screen *how*.
///
/// The repositories screen it pushes is the supervising controller's, which also binds to a model
/// it observes.
public final class UserSearchViewController: ViewController<UserSearchRootView> {
    private let directory: any UserDirectory
    /// The view model the screen binds to.
    public let viewModel: UserSearchViewModel
    private lazy var dataSource = RowListDataSource<UserRow>(listView: rootView.listView)

    /// Creates the screen searching `directory`.
    public init(directory: any UserDirectory) {
        self.directory = directory
        viewModel = UserSearchViewModel(directory: directory)
        super.init()
        title = "Users · MVVM"
    }

    // MARK: - Inputs

    /// Binds the inputs, the state and the navigation, once.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in viewModel.queryChanged(text) }
        rootView.searchField.onSubmit { [unowned self] _ in viewModel.searchButtonClicked() }
        dataSource.didSelectRow { [unowned self] index in viewModel.itemSelected(at: index) }
        ContinuousObservation.observe(self) { screen in screen.show(screen.viewModel) }
        let transitions = viewModel.transitionToUserDetail
        // The stream finishes when the view model goes away with this screen, which ends the loop.
        Task { [weak self] in
            for await login in transitions { self?.transitionToUserDetail(userName: login) }
        }
    }

    // MARK: - Outputs

    private func show(_ viewModel: UserSearchViewModel) {
        rootView.showStatus(viewModel.status)
        dataSource.update(newItems: viewModel.rows)
    }

    private func transitionToUserDetail(userName: String) {
        let screen = SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>(
            user: GitHubUser(login: userName), directory: directory
        )
        push(screen, animated: true)
    }
}
