import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Public tab (and the signed-in user's repositories, with other texts) on the terminal: it maps
/// the list's highlight and choice, `r` and Ctrl-O to `RepositoryListIntent`s for the driver-free
/// `RepositoryListScreen`, which builds the presenter at once (the tab has its title before it is
/// shown) and draws on the root view.
public final class PublicRepositoriesViewController<Presenter: PublicRepositoriesPresenterInputs>:
    ViewController<PublicRepositoriesRootView>, ReloadsWhenActive
{
    private let dependencies: PublicRepositoriesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = RepositoryListScreen<Presenter>(
        display: rootView, titled: self, rows: dataSource, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen and its presenter (its view loads at once), which shows the initial state
    /// at once.
    public init(dependencies: PublicRepositoriesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        loadViewIfNeeded()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    /// `r` refreshes; Ctrl-O asks why the list is a saved copy (the notice offers it only then).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}
