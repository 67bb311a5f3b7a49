import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFlux
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// Flux's detail screen: it observes the favourites store for its mark and asks the action
/// creator to toggle it.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let repository: Repository
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `repository`.
    public init(repository: Repository, stores: GalleryStores, actions: GalleryActionCreator) {
        self.repository = repository
        self.stores = stores
        self.actions = actions
        super.init()
        title = repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveErrorAlert.register { [unowned self] action in
            if action == .retry { actions.retrySave() }
        }
        rootView.show(RepositoryDetailContent(repository: repository))
        ContinuousObservation.observe(self) { screen in screen.render() }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        actions.toggleFavourite(repository)
        return true
    }

    private func render() {
        rootView.setFavourite(stores.favourites.state.identifiers.contains(repository.id))
        let pendingSaveFailure = stores.alerts.state.pendingSaveFailure
        if isVisible, let failure = pendingSaveFailure {
            actions.alertShown(.saveAlertShown)
            saveErrorAlert.show(strategy: AlertStrategy(saveFailure: failure))
        }
    }
}
