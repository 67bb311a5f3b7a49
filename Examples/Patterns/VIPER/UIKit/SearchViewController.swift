#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsUIKit
import PatternsVIPER
import StrataAlert
import StrataUIKit
import StrataVIPER

/// VIPER's search view on UIKit: it sends every input — the field's editing and its return key
/// (search again now), a tap, the last row coming on screen, the alerts' answers — as a
/// `SearchEvent` and carries out every `SearchCommand`; it owns its presenter (its event
/// listener), which owns the rest of the scene.
public final class SearchViewController: ViewController<SearchRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<SearchEvent>)?
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in send(.searchTextChanged(rootView.queryText)) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in send(.refresh) }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in send(.select(row: index)) }
        dataSource.didReachLastRow { [unowned self] in send(.loadMore) }
        fetchErrorAlert.register { [unowned self] action in send(.fetchErrorAnswered(action)) }
        saveErrorAlert.register { [unowned self] action in send(.saveErrorAnswered(action)) }
        send(.viewDidLoad)
    }

    // MARK: - Outputs

    public func handle(command: SearchCommand) {
        switch command {
        case .showStatus(let text): rootView.showStatus(SearchStatus(text))
        case .setLoading(let isLoading): rootView.setLoading(isLoading)
        case .showRows(let rows): dataSource.update(newItems: rows)
        case .showFetchError(let strategy): fetchErrorAlert.show(strategy: strategy)
        case .showSaveError(let strategy): saveErrorAlert.show(strategy: strategy)
        }
    }

    private func send(_ event: SearchEvent) {
        eventListener?.handle(event: event)
    }
}
#endif
