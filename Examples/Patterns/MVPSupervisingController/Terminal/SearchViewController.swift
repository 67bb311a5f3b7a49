import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVP (supervising controller)'s search screen: it observes the model for its rows and status
/// line, and hands every input to the presenter, which tells it only about alerts and leaves the
/// screen through a router. Generic over the presenter it builds, by the presenter's inputs
/// (`SearchViewController<SearchPresenter>` in the gallery).
public final class SearchViewController<Presenter: SearchPresenterInputs>: ViewController<SearchRootView>, SearchView {
    private let model: any SearchModelType
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(
        view: self, router: DetailRouter(from: self, favourites: model.favourites, environment: environment), model: model, environment: environment
    )
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of `model`.
    public init(model: any SearchModelType, environment: GalleryEnvironment) {
        self.model = model
        self.environment = environment
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in presenter.didChangeQuery(text) }
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.didReachLastRow { [unowned self] in presenter.didReachEndOfList() }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        // Observer synchronisation: the view reads the model itself.
        ContinuousObservation.observe(self) { screen in
            screen.rootView.showStatus(screen.model.state.status)
            screen.rootView.setLoading(screen.model.state.isLoading)
            screen.dataSource.update(newItems: screen.model.rows)
        }
    }

    public override var keyHelp: [KeyHelp] {
        GalleryKeys.searchHelp(listIsFocused: rootView.listView.isFocused)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            guard let index = dataSource.highlightedIndex else { return false }
            presenter.didRequestToggleFavourite(at: index)
        case GalleryKeys.refresh:
            presenter.didRequestRefresh()
        default:
            return false
        }
        return true
    }

    // MARK: - Outputs

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
