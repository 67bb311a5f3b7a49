import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import PatternsTerminal
import StrataAlert
import StrataTerminal

/// MVP's search screen, as the articles write a view controller: it routes input events to its
/// presenter and output events to its root view, data source and alert clients. Generic over the
/// presenter it builds (`SearchViewController<SearchPresenter>` in the gallery).
public final class SearchViewController<Presenter: SearchPresenterInputs>: ViewController<SearchRootView>, SearchPresenterOutputs {
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, router: DetailRouter(from: self, environment: environment), environment: environment)
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
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
        rootView.searchField.onChange { [unowned self] text in presenter.didChangeQuery(text) }
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.didReachLastRow { [unowned self] in presenter.didReachEndOfList() }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        presenter.viewDidLoad()
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

    public func showStatus(_ text: String) { rootView.showStatus(text) }

    public func setLoading(_ isLoading: Bool) { rootView.setLoading(isLoading) }

    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
