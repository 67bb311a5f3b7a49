import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsTerminal
import PatternsVIPER
import StrataAlert
import StrataTerminal
import StrataVIPER

/// VIPER's favourites view.
public final class FavouritesViewController: ViewController<FavouritesRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<FavouritesEvent>)?
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in eventListener?.handle(event: .select(row: index)) }
        saveErrorAlert.register { [unowned self] action in eventListener?.handle(event: .saveErrorAnswered(action)) }
        eventListener?.handle(event: .viewDidLoad)
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let index = dataSource.highlightedIndex else { return false }
        eventListener?.handle(event: .toggleFavourite(row: index))
        return true
    }

    public func handle(command: FavouritesCommand) {
        switch command {
        case .showStatus(let status): rootView.showStatus(status)
        case .showRows(let rows): dataSource.update(newItems: rows)
        case .showSaveError(let strategy): saveErrorAlert.show(strategy: strategy)
        }
    }
}
