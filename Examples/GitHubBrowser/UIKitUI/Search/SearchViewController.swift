#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Search tab on UIKit: search as you type, the results with their favourite marks; a tap
/// opens a repository, and reaching the last row loads more.
///
/// Generic over its presenter and its alert client, as the articles' screens are: the app uses
/// `SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>`.
public final class SearchViewController<
    Presenter: SearchPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>
>: ViewController<SearchRootView>, SearchPresenterOutputs, SearchLaunching {
    // MARK: - Properties and init

    private let dependencies: SearchDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    /// The client of the fetch-error alert.
    public private(set) lazy var fetchErrorAlert = FetchErrorAlert(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
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
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in presenter.didChangeQuery(field.text ?? "") }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in presenter.didSubmitQuery(field.text ?? "") }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.willDisplayRow { [unowned self] index in presenter.didHighlightRow(at: index) }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        presenter.viewDidLoad()
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
#endif
