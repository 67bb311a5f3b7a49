import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsTerminal
import PatternsVIPER
import StrataAlert
import StrataTerminal
import StrataVIPER

/// VIPER's search view: it sends every input as a `SearchEvent` and carries out every
/// `SearchCommand`; it owns its presenter (its event listener), which owns the rest of the scene.
public final class SearchViewController: ViewController<SearchRootView>, SceneView {
    /// The presenter, owned.
    public var eventListener: (any EventListener<SearchEvent>)?
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in send(.searchTextChanged(text)) }
        dataSource.didSelectRow { [unowned self] index in send(.select(row: index)) }
        dataSource.didReachLastRow { [unowned self] in send(.loadMore) }
        fetchErrorAlert.register { [unowned self] action in send(.fetchErrorAnswered(action)) }
        saveErrorAlert.register { [unowned self] action in send(.saveErrorAnswered(action)) }
        send(.viewDidLoad)
    }

    public override var keyHelp: [KeyHelp] {
        GalleryKeys.searchHelp(listIsFocused: rootView.listView.isFocused)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            guard let index = dataSource.highlightedIndex else { return false }
            send(.toggleFavourite(row: index))
        case GalleryKeys.refresh:
            send(.refresh)
        default:
            return false
        }
        return true
    }

    public func handle(command: SearchCommand) {
        switch command {
        case .showStatus(let text): rootView.showStatus(text)
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
