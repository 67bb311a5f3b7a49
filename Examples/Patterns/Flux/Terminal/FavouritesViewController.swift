import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFlux
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// Flux's favourites screen: it observes the favourites store.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var router = DetailRouter(from: self, stores: stores, actions: actions)
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
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = stores.favourites.state.repositories[safe: index] else { return }
            router.showDetail(of: repository)
        }
        saveErrorAlert.register { [unowned self] action in
            if action == .retry { actions.retrySave() }
        }
        ContinuousObservation.observe(self) { screen in screen.render() }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite,
              let repository = dataSource.highlightedIndex.flatMap({ stores.favourites.state.repositories[safe: $0] })
        else { return false }
        actions.toggleFavourite(repository)
        return true
    }

    private func render() {
        let favourites = stores.favourites.state
        rootView.showStatus(favourites.status)
        dataSource.update(newItems: favourites.rows)
        let pendingSaveFailure = stores.alerts.state.pendingSaveFailure
        if isVisible, let failure = pendingSaveFailure {
            actions.alertShown(.saveAlertShown)
            saveErrorAlert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
