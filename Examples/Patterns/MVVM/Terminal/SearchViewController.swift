import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsMVVM
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVVM's search screen: the view is bound one way to the view model (a `ContinuousObservation`
/// re-applies it after every change) and sends it the user's input.
public final class SearchViewController: ViewController<SearchRootView> {
    private let viewModel: SearchViewModel
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in viewModel.queryChanged(text) }
        dataSource.didSelectRow { [unowned self] index in viewModel.select(at: index) }
        dataSource.didReachLastRow { [unowned self] in viewModel.loadMore() }
        fetchErrorAlert.register { [unowned self] action in viewModel.didChoose(action) }
        saveErrorAlert.register { [unowned self] action in viewModel.favourites.didChoose(action) }
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    public override var keyHelp: [KeyHelp] {
        GalleryKeys.searchHelp(listIsFocused: rootView.listView.isFocused)
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            guard let repository = dataSource.highlightedIndex.flatMap(viewModel.repository(at:)) else { return false }
            viewModel.favourites.toggle(repository)
        case GalleryKeys.refresh:
            viewModel.refresh()
        default:
            return false
        }
        return true
    }

    private func bind() {
        rootView.showStatus(viewModel.status)
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
