#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import StrataAlert
import StrataUIKit

/// MVP's favourites screen on UIKit: input events (a tap) to the presenter, output events to the
/// root view, the data source and the alert client. Generic over the presenter it builds.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>: ViewController<FavouritesRootView>, FavouritesPresenterOutputs {
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, router: DetailRouter(transitioner: transitioner, environment: environment), environment: environment)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

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

    // MARK: - Outputs

    public func showStatus(_ status: FavouritesStatus) { rootView.showStatus(status) }

    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
