import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Search tab on the terminal: it maps the search field's events, the list's highlight and
/// choice, and its keys to `SearchIntent`s — `f` (with the list focused) toggles a favourite,
/// Ctrl-R searches again, Ctrl-O says why saved results are shown — and hands them to the
/// driver-free `SearchScreen`, which draws on the root view.
///
/// Generic over its presenter and its alert client, as the articles' screens are: the app uses
/// `SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>`, and a test
/// can put an `AlertClientSpy` (or a fake presenter) behind the same screen.
public final class SearchViewController<
    Presenter: SearchPresenterInputs,
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>
>: ViewController<SearchRootView>, SearchLaunching {
    private let dependencies: SearchDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private(set) lazy var screen = SearchScreen<Presenter, FetchErrorAlert>(
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
        rootView.searchField.onChange { [unowned self] text in screen.send(.changeQuery(text)) }
        rootView.searchField.onSubmit { [unowned self] text in screen.send(.submitQuery(text)) }
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }

    /// The screen's own keys (`f` only while the list, not the search field, has the focus).
    public override var keyHelp: [KeyHelp] {
        (rootView.listView.isFocused ? [KeyHelp("f", "favourite")] : []) + [KeyHelp("^R", "refresh")]
    }

    /// `f`, Ctrl-R and Ctrl-O, as intents.
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            guard let index = dataSource.highlightedIndex else { return false }
            screen.send(.toggleFavourite(index))
        case .control("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }

    /// Runs a search for `text` (deep links).
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
    }
}
