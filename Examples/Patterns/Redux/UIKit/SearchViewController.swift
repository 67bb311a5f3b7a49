#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsRedux
import StrataAlert
import StrataRedux
import StrataUIKit

/// Redux's search screen on UIKit: it subscribes to its slices of the one state — the search, the
/// marks, the route of its tab, the alerts — and dispatches the user's input: the field's editing
/// and its return key (search again now), a tap, the last row coming on screen.
public final class SearchViewController: ViewController<SearchRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let gallery: GalleryStore
    private let navigator: Navigator
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = SaveErrorAlert(gallery: gallery, viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `gallery`'s store.
    public init(gallery: GalleryStore) {
        self.gallery = gallery
        navigator = Navigator(gallery: gallery, tab: .search)
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(UIAction { [unowned self] _ in gallery.changeQuery(rootView.queryText) }, for: .editingChanged)
        rootView.searchField.addAction(UIAction { [unowned self] _ in gallery.refresh() }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = gallery.store.state.search.results?.repositories[safe: index] else { return }
            gallery.store.dispatch(.showDetail(repository, on: .search))
        }
        dataSource.didReachLastRow { [unowned self] in gallery.loadMore() }
        fetchErrorAlert.register { [unowned self] action in
            if action == .retry { gallery.refresh() }
        }
        let store = gallery.store
        store.subscribe(select: \.search) { [weak self] search in
            guard let screen = self else { return }
            screen.rootView.showStatus(SearchStatus(search.status))
            screen.rootView.setLoading(search.isLoading)
        }.store(in: subscriptions)
        store.subscribe(select: { $0.search.rows(favourites: $0.favourites.identifiers) }, isDuplicate: Self.sameRows) { [weak self] rows in self?.dataSource.update(newItems: rows) }.store(in: subscriptions)
        store.subscribe(select: \.alerts.fetchFailure) { [weak self] failure in
            guard let screen = self, let failure else { return }
            screen.gallery.store.dispatch(.fetchAlertShown)
            screen.fetchErrorAlert.show(strategy: AlertStrategy(fetchFailure: failure))
        }.store(in: subscriptions)
        saveErrorAlert.start()
        navigator.start(from: self)
    }

    /// Rows are equal as identifiers; their marks and contents are compared too.
    private static func sameRows(_ lhs: [RepositoryRow], _ rhs: [RepositoryRow]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 && $0.isContentEqual(to: $1) }
    }
}
#endif
