import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsMVC
import PatternsTerminal
import StrataTerminal

/// Cocoa MVC's favourites controller: it observes the shared favourites model and lists it; f
/// removes the highlighted favourite, Enter opens it.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let favourites: FavouritesModel
    private lazy var toggler = FavouriteToggler(favourites: favourites, viewController: self)
    private lazy var router = DetailRouter(from: self, favourites: favourites)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the controller over the shared favourites model.
    public init(favourites: FavouritesModel) {
        self.favourites = favourites
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let row = dataSource.item(at: index) else { return }
            router.showDetail(of: row.repository)
        }
        favourites.addObserver { [weak self] model in self?.show(model) }
        show(favourites)
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let row = dataSource.highlightedIndex.flatMap(dataSource.item(at:)) else { return false }
        toggler.toggle(row.repository)
        return true
    }

    private func show(_ model: FavouritesModel) {
        dataSource.update(newItems: model.list.rows)
        rootView.showStatus(model.list.status)
    }
}
