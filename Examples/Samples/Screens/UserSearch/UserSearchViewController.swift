import SamplePresenters
import StrataCore
import StrataTerminal

/// MVVM (chapter 7): the user search screen whose view model emits the navigation. It has no logic
/// of its own; it binds:
///
/// - **inputs** (`viewDidLoad`): each change of the field's text, Enter, and the row the user
///   opens go to the `UserSearchViewModel`;
/// - **state**: it observes the view model and shows its `status` and `rows` after every change;
/// - **navigation**: it reads the view model's `transitionToUserDetail` stream and hands each
///   login to its router, chapter 12's ``SearchUserRouter``, which builds that user's repositories
///   screen and pushes it — the view model decides *when*, the router *where* and *how*; the screen
///   builds no screen.
///
/// The repositories screen the router pushes is the supervising controller's, which also binds to
/// a model it observes.
public final class UserSearchViewController: ViewController<UserSearchRootView> {
    private let directory: any UserDirectory
    /// The view model the screen binds to.
    public let viewModel: UserSearchViewModel
    /// Where a chosen user leads: the repositories screen of the supervising controller, pushed
    /// from this screen (the router holds it weakly).
    private lazy var router: any SearchUserRouting = SearchUserRouter(from: self, form: .supervisingController, directory: directory)
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
            for await login in transitions { self?.router.transitionToUserDetail(userName: login) }
        }
    }

    // MARK: - Outputs

    private func show(_ viewModel: UserSearchViewModel) {
        rootView.showStatus(viewModel.status)
        dataSource.update(newItems: viewModel.rows)
    }
}
