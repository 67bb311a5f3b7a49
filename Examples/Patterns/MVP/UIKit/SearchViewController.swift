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
import PatternsUIKit
import StrataAlert
import StrataUIKit

/// MVP's search screen on UIKit, as the articles write a view controller: it routes input events —
/// the field's editing and its return key (search again now), a tap, the last row coming on
/// screen, the alerts' answers — to its presenter, and output events to its root view, data source
/// and alert clients. Generic over the presenter it builds.
public final class SearchViewController<Presenter: SearchPresenterInputs>: ViewController<SearchRootView>, SearchPresenterOutputs {
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, router: DetailRouter(transitioner: transitioner, environment: environment), environment: environment)
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
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
        rootView.searchField.addAction(UIAction { [unowned self] _ in presenter.didChangeQuery(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in presenter.didRequestRefresh() }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectRow(at: index) }
        dataSource.didReachLastRow { [unowned self] in presenter.didReachEndOfList() }
        fetchErrorAlert.register { [unowned self] action in presenter.didChooseFetchErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    public func showStatus(_ text: String) { rootView.showStatus(SearchStatus(text)) }

    public func setLoading(_ isLoading: Bool) { rootView.setLoading(isLoading) }

    public func showRows(_ rows: [RepositoryRow]) { dataSource.update(newItems: rows) }

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
