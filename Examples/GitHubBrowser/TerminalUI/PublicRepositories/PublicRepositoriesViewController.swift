import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Public tab's screen, in the articles' shape: properties and init, inputs (registered once in
/// `viewDidLoad`), outputs (one-line delegations to the root view, the data source and the alert
/// clients). Everything else lives in the presenter, which the screen builds as
/// `Presenter(output: self, router: builder.router(from: self), dependencies:)`.
public final class PublicRepositoriesViewController<Presenter: PublicRepositoriesPresenterInputs>:
    ViewController<PublicRepositoriesRootView>, RepositoryListDisplay, ReloadsWhenActive
{
    // MARK: - Properties and init

    private let dependencies: PublicRepositoriesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(listView: rootView.listView)
    private lazy var fetchErrorAlert = AlertClient<FetchPublicRepositoriesErrorAction>(viewController: self)
    private lazy var loadMoreErrorAlert = AlertClient<RetryOrCancel>(viewController: self)

    /// Creates the screen and its presenter, which shows the initial state at once.
    public init(dependencies: PublicRepositoriesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        _ = presenter
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            if let item = dataSource.item(at: index) { presenter.didSelectRepository(item.id) }
        }
        dataSource.didHighlightRow { [unowned self] index in presenter.didHighlightRow(at: index) }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        loadMoreErrorAlert.register { [unowned self] action in presenter.didChooseLoadMoreErrorAction(action) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() {
        presenter.didBecomeActive()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    /// `r` refreshes; Ctrl-O asks why the list is a saved copy (the notice offers it only then).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"): presenter.didRequestRefresh()
        case .control("o"): presenter.didRequestSavedCopyReason()
        default: return false
        }
        return true
    }

    // MARK: - Outputs

    /// Shows the screen's title and words.
    public func showTexts(_ texts: RepositoryListTexts) {
        title = texts.title
        rootView.showTexts(texts)
    }

    public func showFullScreenLoading() {
        rootView.showFullScreenLoading()
    }

    public func showRepositories(_ items: [PublicRepositoryItem]) {
        dataSource.update(newItems: items)
        rootView.showList()
    }

    public func showEmptyList() {
        rootView.showEmptyState()
    }

    public func showLoadFailure(title: String, message: String) {
        rootView.showLoadFailure(title: title, message: message)
    }

    public func showServerError(status: Int, message: String) {
        rootView.showServerError(status: status, message: message)
    }

    public func setRefreshing(_ isRefreshing: Bool) {
        rootView.setRefreshing(isRefreshing)
    }

    public func setListFooter(_ footer: PublicRepositoriesFooter) {
        rootView.setFooter(footer)
    }

    public func setReloadNotice(_ notice: String?) {
        rootView.setNotice(notice)
    }

    public func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>) {
        fetchErrorAlert.show(strategy: strategy)
    }

    public func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>) {
        loadMoreErrorAlert.show(strategy: strategy)
    }
}
