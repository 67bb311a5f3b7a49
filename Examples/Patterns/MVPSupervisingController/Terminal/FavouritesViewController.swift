import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVP (supervising controller)'s favourites screen: it observes the favourites model for its
/// list, and hands input to the presenter. Generic over the presenter it builds, by the
/// presenter's inputs (`FavouritesViewController<FavouritesPresenter>` in the gallery).
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>: ViewController<FavouritesRootView>, FavouritesView {
    private let favourites: any FavouritesModelType
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(
        view: self, router: DetailRouter(from: self, favourites: favourites, environment: environment), favourites: favourites, environment: environment
    )
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of the shared favourites.
    public init(favourites: any FavouritesModelType, environment: GalleryEnvironment) {
        self.favourites = favourites
        self.environment = environment
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        ContinuousObservation.observe(self) { screen in
            screen.rootView.showStatus(screen.favourites.list.status)
            screen.dataSource.update(newItems: screen.favourites.list.rows)
        }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let index = dataSource.highlightedIndex else { return false }
        presenter.didRequestToggleFavourite(at: index)
        return true
    }

    // MARK: - Outputs

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
