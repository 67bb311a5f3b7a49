import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The Favourites tab: the saved repositories, always up to date. Enter opens one, `f` removes
/// the highlighted one.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>:
    ViewController<FavouritesRootView>, FavouritesPresenterOutputs
{
    // MARK: - Properties and init

    private let dependencies: FavouritesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from
    /// `builder`.
    public init(dependencies: FavouritesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// The screen's own keys.
    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    /// `f` removes the highlighted favourite.
    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = dataSource.highlightedIndex else { return false }
        presenter.didRequestToggleFavourite(at: index)
        return true
    }

    // MARK: - Outputs

    /// Shows the favourites.
    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    /// Shows the status line.
    public func showStatus(_ text: String) { rootView.showStatus(text) }

    /// Shows the save-error alert.
    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
