import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsMVVM
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVVM's favourites screen, bound one way to the shared favourites view model.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let viewModel: FavouritesViewModel
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in viewModel.select(at: index) }
        saveErrorAlert.register { [unowned self] action in viewModel.didChoose(action) }
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.removeFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let repository = dataSource.highlightedIndex.flatMap({ viewModel.list.repositories[safe: $0] }) else { return false }
        viewModel.toggle(repository)
        return true
    }

    private func bind() {
        rootView.showStatus(viewModel.list.status)
        dataSource.update(newItems: viewModel.list.rows)
        // Read before the visibility check, so the binding tracks it while the screen is hidden.
        let saveFailureAlert = viewModel.saveFailureAlert
        if isVisible, let alert = saveFailureAlert {
            viewModel.didShowSaveFailureAlert()
            saveErrorAlert.show(strategy: alert)
        }
    }
}
