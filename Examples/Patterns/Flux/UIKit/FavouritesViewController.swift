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

/// Flux's favourites screen on UIKit: it observes the favourites store; a tap opens a favourite.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let stores: GalleryStores
    private let actions: GalleryActionCreator
    private lazy var router = DetailRouter(transitioner: transitioner, stores: stores, actions: actions)
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
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = stores.favourites.state.repositories[safe: index] else { return }
            router.showDetail(of: repository)
        }
        saveErrorAlert.register { [unowned self] action in
            if action == .retry { actions.retrySave() }
        }
        ContinuousObservation.observe(self) { screen in screen.render() }
    }

    // MARK: - Outputs

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
#endif
