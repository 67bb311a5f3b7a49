#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsVIPER
import StrataAlert
import StrataUIKit
import StrataVIPER

/// VIPER's favourites view on UIKit: a tap is a `FavouritesEvent`; every `FavouritesCommand` goes
/// to the root view, the data source or the alert client.
public final class FavouritesViewController: ViewController<FavouritesRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<FavouritesEvent>)?
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in eventListener?.handle(event: .select(row: index)) }
        saveErrorAlert.register { [unowned self] action in eventListener?.handle(event: .saveErrorAnswered(action)) }
        eventListener?.handle(event: .viewDidLoad)
    }

    // MARK: - Outputs

    public func handle(command: FavouritesCommand) {
        switch command {
        case .showStatus(let status): rootView.showStatus(status)
        case .showRows(let rows): dataSource.update(newItems: rows)
        case .showSaveError(let strategy): saveErrorAlert.show(strategy: strategy)
        }
    }
}
#endif
