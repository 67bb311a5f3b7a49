import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Search tab: a search field (search as you type), a status line, and the results with
/// their favourite marks. Enter opens a repository, `f` toggles the highlighted one's favourite,
/// Ctrl-R searches again, Ctrl-O says why saved results are shown (when the live source failed);
/// reaching the end of the list loads more.
///
/// Generic over its presenter and its alert client, as the articles' screens are: the app uses
/// `SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>`, and a test
/// can put an `AlertClientSpy` (or a fake presenter) behind the same screen.
public final class SearchViewController<
    Presenter: SearchPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>
>: ViewController<SearchRootView>, SearchPresenterOutputs, SearchLaunching {
    // MARK: - Properties and init

    private let dependencies: SearchDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private(set) lazy var fetchErrorAlert = FetchErrorAlert(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from
    /// `builder`.
    public init(dependencies: SearchDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.search.title
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in presenter.didChangeQuery(text) }
        rootView.searchField.onSubmit { [unowned self] text in presenter.didSubmitQuery(text) }
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.didHighlightRow { [unowned self] index in presenter.didHighlightRow(at: index) }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// The screen's own keys (`f` only while the list, not the search field, has the focus).
    public override var keyHelp: [KeyHelp] {
        (rootView.listView.isFocused ? [KeyHelp("f", "favourite")] : []) + [KeyHelp("^R", "refresh")]
    }

    /// `f` (with the list focused) toggles the highlighted favourite; Ctrl-R refreshes; Ctrl-O asks
    /// why saved results are shown (the status line offers it only then).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            guard let index = dataSource.highlightedIndex else { return false }
            presenter.didRequestToggleFavourite(at: index)
        case .control("r"):
            presenter.didRequestRefresh()
        case .control("o"):
            presenter.didRequestSavedCopyReason()
        default:
            return false
        }
        return true
    }

    /// Runs a search for `text` (deep links).
    public func search(for text: String) {
        presenter.search(for: text)
    }

    // MARK: - Outputs

    /// Puts `text` in the search field.
    public func showQuery(_ text: String) { rootView.setQuery(text) }

    /// Shows the status line.
    public func showStatus(_ text: String) { rootView.showStatus(text) }

    /// Shows the result rows.
    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    /// Starts or stops the activity indicator.
    public func setLoading(_ isLoading: Bool) { rootView.setLoading(isLoading) }

    /// Shows where the catalog's data comes from and how old it is.
    public func showCatalogNote(_ text: String) { rootView.showCatalogNote(text) }

    /// Shows the fetch-error alert.
    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }
}
