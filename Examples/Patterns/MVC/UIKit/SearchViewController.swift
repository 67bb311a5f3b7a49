#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVC
import PatternsUIKit
import StrataAlert
import StrataUIKit

/// Cocoa MVC's search controller on UIKit: it **mediates**. Input from the view — the field's
/// editing and its return key (search again now), a tap, the last row coming on screen — becomes a
/// command on the model; the models' notifications become updates of the view. Neither model knows
/// the view.
public final class SearchViewController: ViewController<SearchRootView> {
    private let model: SearchModel
    private let favourites: FavouritesModel
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var router = DetailRouter(transitioner: transitioner, favourites: favourites)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the controller over the search model and the shared favourites model.
    public init(model: SearchModel, favourites: FavouritesModel) {
        self.model = model
        self.favourites = favourites
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in model.search(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in model.refresh() }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in showDetail(at: index) }
        dataSource.didReachLastRow { [unowned self] in model.loadMore() }
        fetchErrorAlert.register { [unowned self] action in
            if action == .retry { model.refresh() }
        }
        model.addObserver { [weak self] state in self?.show(state) }
        favourites.addObserver { [weak self] _ in self?.showRows() }
        show(model.state)
    }

    private func show(_ state: SearchScreenState) {
        rootView.showStatus(SearchStatus(state.status))
        rootView.setLoading(state.isLoading)
        showRows()
        if let failure = state.alertFailure {
            fetchErrorAlert.show(strategy: AlertStrategy(fetchFailure: failure))
        }
    }

    private func showRows() {
        dataSource.update(newItems: model.state.rows(favourites: favourites.identifiers))
    }

    private func showDetail(at index: Int) {
        guard let row = dataSource.item(at: index) else { return }
        router.showDetail(of: row.repository)
    }
}
#endif
