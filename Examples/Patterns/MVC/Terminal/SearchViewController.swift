import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVC
import PatternsTerminal
import StrataAlert
import StrataTerminal

/// Cocoa MVC's search controller: it **mediates**. Input from the view becomes a command on the
/// model; the models' notifications become updates of the view. Neither model knows the view.
public final class SearchViewController: ViewController<SearchRootView> {
    private let model: SearchModel
    private let favourites: FavouritesModel
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var toggler = FavouriteToggler(favourites: favourites, viewController: self)
    private lazy var router = DetailRouter(from: self, favourites: favourites)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the controller over the search model and the shared favourites model.
    public init(model: SearchModel, favourites: FavouritesModel) {
        self.model = model
        self.favourites = favourites
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in model.search(text) }
        dataSource.didSelectRow { [unowned self] index in showDetail(at: index) }
        dataSource.didReachLastRow { [unowned self] in model.loadMore() }
        fetchErrorAlert.register { [unowned self] action in
            if action == .retry { model.refresh() }
        }
        model.addObserver { [weak self] state in self?.show(state) }
        favourites.addObserver { [weak self] _ in self?.showRows() }
        show(model.state)
    }

    public override var keyHelp: [KeyHelp] {
        GalleryKeys.searchHelp(listIsFocused: rootView.listView.isFocused)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            guard let row = dataSource.highlightedIndex.flatMap(dataSource.item(at:)) else { return false }
            toggler.toggle(row.repository)
        case GalleryKeys.refresh:
            model.refresh()
        default:
            return false
        }
        return true
    }

    private func show(_ state: SearchScreenState) {
        rootView.showStatus(state.status)
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
