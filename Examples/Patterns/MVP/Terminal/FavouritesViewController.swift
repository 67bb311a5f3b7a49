import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import PatternsTerminal
import StrataAlert
import StrataTerminal

/// MVP's favourites screen: input events to the presenter, output events to the root view, the
/// data source and the alert client. Generic over the presenter it builds.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>: ViewController<FavouritesRootView>, FavouritesPresenterOutputs {
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, router: DetailRouter(from: self, environment: environment), environment: environment)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen over `environment`.
    public init(environment: GalleryEnvironment) {
        self.environment = environment
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        presenter.viewDidLoad()
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let index = dataSource.highlightedIndex else { return false }
        presenter.didRequestToggleFavourite(at: index)
        return true
    }

    // MARK: - Outputs

    public func showStatus(_ status: FavouritesStatus) { rootView.showStatus(status) }

    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
