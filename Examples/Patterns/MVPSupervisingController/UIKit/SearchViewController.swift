#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsUIKit
import StrataAlert
import StrataCore
import StrataUIKit

/// MVP (supervising controller)'s search screen on UIKit: it observes the model for its rows and
/// status line, and hands every input — the field's editing and its return key (search again now),
/// a tap, the last row coming on screen, the alerts' answers — to the presenter, which tells it only
/// about alerts and leaves the screen through a router. Generic over the presenter it builds, by the
/// presenter's inputs (`SearchViewController<SearchPresenter>` in the gallery).
public final class SearchViewController<Presenter: SearchPresenterInputs>: ViewController<SearchRootView>, SearchView {
    private let model: any SearchModelType
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(
        view: self, router: DetailRouter(transitioner: transitioner, favourites: model.favourites, environment: environment), model: model,
        environment: environment
    )
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `model`.
    public init(model: any SearchModelType, environment: GalleryEnvironment) {
        self.model = model
        self.environment = environment
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in presenter.didChangeQuery(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in presenter.didRequestRefresh() }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.didReachLastRow { [unowned self] in presenter.didReachEndOfList() }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        // Observer synchronisation: the view reads the model itself.
        ContinuousObservation.observe(self) { screen in
            screen.rootView.showStatus(SearchStatus(screen.model.state.status))
            screen.rootView.setLoading(screen.model.state.isLoading)
            screen.dataSource.update(newItems: screen.model.rows)
        }
    }

    // MARK: - Outputs

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
