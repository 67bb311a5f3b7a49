#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFlux
import PatternsUIKit
import StrataAlert
import StrataCore
import StrataUIKit

/// Flux's search screen on UIKit: it observes its stores (search, search rows, alerts) and turns
/// the field's editing, its return key (search again now), the taps and the last row coming on
/// screen into calls of the action creator. It holds no state of its own.
public final class SearchViewController: ViewController<SearchRootView> {
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var router = DetailRouter(transitioner: transitioner, stores: stores, actions: actions)
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `stores`, whose input goes to `actions`.
    public init(stores: GalleryStores, actions: GalleryActionCreator) {
        self.stores = stores
        self.actions = actions
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in actions.changeQuery(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in actions.refresh() }, for: .primaryActionTriggered)
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

    // MARK: - Outputs

    private func render() {
        let search = stores.search.state
        rootView.showStatus(SearchStatus(search.status))
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
#endif
