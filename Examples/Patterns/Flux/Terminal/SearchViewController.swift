import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFlux
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// Flux's search screen: it observes its stores (search, search rows, alerts) and turns input into
/// calls of the action creator. It holds no state of its own.
public final class SearchViewController: ViewController<SearchRootView> {
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var router = DetailRouter(from: self, stores: stores, actions: actions)
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of `stores`, whose input goes to `actions`.
    public init(stores: GalleryStores, actions: GalleryActionCreator) {
        self.stores = stores
        self.actions = actions
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in actions.changeQuery(text) }
        dataSource.didSelectRow { [unowned self] index in
            guard let row = stores.searchRows.state[safe: index] else { return }
            router.showDetail(of: row.repository)
        }
        dataSource.didReachLastRow { [unowned self] in actions.loadMore() }
        fetchErrorAlert.register { [unowned self] action in
            if action == .retry { actions.refresh() }
        }
        saveErrorAlert.register { [unowned self] action in
            if action == .retry { actions.retrySave() }
        }
        ContinuousObservation.observe(self) { screen in screen.render() }
    }

    public override var keyHelp: [KeyHelp] {
        GalleryKeys.searchHelp(listIsFocused: rootView.listView.isFocused)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            guard let row = dataSource.highlightedIndex.flatMap({ stores.searchRows.state[safe: $0] }) else { return false }
            actions.toggleFavourite(row.repository)
        case GalleryKeys.refresh:
            actions.refresh()
        default:
            return false
        }
        return true
    }

    private func render() {
        let search = stores.search.state
        rootView.showStatus(search.status)
        rootView.setLoading(search.isLoading)
        dataSource.update(newItems: stores.searchRows.state)
        let alerts = stores.alerts.state
        if let failure = alerts.pendingFetchFailure {
            actions.alertShown(.fetchAlertShown)
            fetchErrorAlert.show(strategy: AlertStrategy(fetchFailure: failure))
        }
        if isVisible, let failure = alerts.pendingSaveFailure {
            actions.alertShown(.saveAlertShown)
            saveErrorAlert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
