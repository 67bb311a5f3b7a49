#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsMVVM
import PatternsUIKit
import StrataAlert
import StrataCore
import StrataUIKit

/// MVVM's search screen on UIKit: the view is bound one way to the view model (a
/// `ContinuousObservation` re-applies it after every change) and sends it the user's input — the
/// field's editing and its return key (search again now), a tap, the last row coming on screen.
public final class SearchViewController: ViewController<SearchRootView> {
    private let viewModel: SearchViewModel
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in viewModel.queryChanged(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in viewModel.refresh() }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in viewModel.select(at: index) }
        dataSource.didReachLastRow { [unowned self] in viewModel.loadMore() }
        fetchErrorAlert.register { [unowned self] action in viewModel.didChoose(action) }
        saveErrorAlert.register { [unowned self] action in viewModel.favourites.didChoose(action) }
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    private func bind() {
        rootView.showStatus(SearchStatus(viewModel.status))
        rootView.setLoading(viewModel.isLoading)
        dataSource.update(newItems: viewModel.rows)
        if let alert = viewModel.fetchFailureAlert {
            viewModel.didShowFetchFailureAlert()
            fetchErrorAlert.show(strategy: alert)
        }
        // Read before the visibility check, so the binding tracks it while the screen is hidden.
        let saveFailureAlert = viewModel.favourites.saveFailureAlert
        if isVisible, let alert = saveFailureAlert {
            viewModel.favourites.didShowSaveFailureAlert()
            saveErrorAlert.show(strategy: alert)
        }
    }
}
#endif
