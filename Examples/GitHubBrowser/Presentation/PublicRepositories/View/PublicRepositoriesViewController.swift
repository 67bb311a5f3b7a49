import StrataAlert
import StrataTerminal

/// The Public tab's screen, in the articles' shape: properties and init, inputs (registered once in
/// `viewDidLoad`), outputs (one-line delegations to the root view, the data source and the alert
/// clients). Everything else lives in the presenter, which the screen builds as
/// `Presenter(output: self, transitioner:, dependencies:)` with its own transitions.
final class PublicRepositoriesViewController<Presenter: PublicRepositoriesPresenterInputs>:
    ViewController<PublicRepositoriesRootView>, PublicRepositoriesPresenterOutputs
where Presenter.Screen == AnyViewController {
    // MARK: - Properties and init

    private let dependencies: PublicRepositoriesDependencies<AnyViewController>
    private lazy var presenter = Presenter(output: self, transitioner: self, dependencies: dependencies)
    private lazy var dataSource = PublicRepositoriesDataSource(listView: rootView.listView)
    private lazy var fetchErrorAlert = AlertClient<FetchPublicRepositoriesErrorAction>(presenter: self)
    private lazy var loadMoreErrorAlert = AlertClient<LoadMorePublicRepositoriesErrorAction>(presenter: self)

    /// Creates the screen and its presenter, which shows the initial state at once.
    init(dependencies: PublicRepositoriesDependencies<AnyViewController>) {
        self.dependencies = dependencies
        super.init()
        title = "Public"
        _ = presenter
    }

    // MARK: - Inputs

    override func viewDidLoad() {
        super.viewDidLoad()
        rootView.listView.didSelectRow { [unowned self] indexPath in
            if let item = dataSource.item(at: indexPath) { presenter.didSelectRepository(item.id) }
        }
        rootView.listView.selectionDidChange { [unowned self] indexPath in
            if let indexPath { presenter.didHighlightRow(at: dataSource.position(of: indexPath)) }
        }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        loadMoreErrorAlert.register { [unowned self] action in presenter.didChooseLoadMoreErrorAction(action) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    override func handle(key: Key) -> Bool {
        guard key == .character("r") else { return false }
        presenter.didRequestRefresh()
        return true
    }

    // MARK: - Outputs

    func showFullScreenLoading() {
        rootView.showFullScreenLoading()
    }

    func showRepositories(_ items: [PublicRepositoryItem]) {
        dataSource.update(newItems: items)
        rootView.showList()
    }

    func showEmptyList() {
        rootView.showEmptyState()
    }

    func showLoadFailure(title: String, message: String) {
        rootView.showLoadFailure(title: title, message: message)
    }

    func showServerError(status: Int, message: String) {
        rootView.showServerError(status: status, message: message)
    }

    func setRefreshing(_ isRefreshing: Bool) {
        rootView.setRefreshing(isRefreshing)
    }

    func setListFooter(_ footer: PublicRepositoriesFooter) {
        rootView.setFooter(footer)
    }

    func setReloadNotice(_ notice: String?) {
        rootView.setNotice(notice)
    }

    func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>) {
        fetchErrorAlert.show(strategy: strategy)
    }

    func showLoadMoreError(_ strategy: AlertStrategy<LoadMorePublicRepositoriesErrorAction>) {
        loadMoreErrorAlert.show(strategy: strategy)
    }
}
