#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Favourites tab on UIKit: the favourites, kept up to date; a tap opens one.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>:
    ViewController<FavouritesRootView>, FavouritesPresenterOutputs
{
    // MARK: - Properties and init

    private let dependencies: FavouritesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: FavouritesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the favourites.
    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    /// Shows the status line.
    public func showStatus(_ text: String) { rootView.showStatus(text) }

    /// Shows the save-error alert.
    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
