#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Search tab on UIKit: it maps the search field's editing and return, a row coming on screen
/// and a tap to `SearchIntent`s and hands them to the driver-free `SearchScreen`, which draws on
/// the root view.
///
/// Generic over its presenter and its alert client, as the articles' screens are: the app uses
/// `SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>`.
public final class SearchViewController<
    Presenter: SearchPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>
>: ViewController<SearchRootView>, SearchLaunching {
    private let dependencies: SearchDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
    /// The driver-free screen this view controller routes its controls to; made in `viewDidLoad`,
    /// where the view is loaded: every way in loads the view first.
    public private(set) lazy var screen = SearchScreen<Presenter, FetchErrorAlert>(
        display: rootView, rows: dataSource, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: SearchDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.search.title
    }

    /// Registers the input handlers once and starts the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in screen.send(.changeQuery(field.text ?? "")) }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in screen.send(.submitQuery(field.text ?? "")) }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }

    /// Runs a search for `text` (deep links).
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
    }
}
#endif
