import GitHubBrowserPresentation
import GitHubBrowserTerminalUI
import PatternsMVVM
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVVM's search screen: the view is bound one way to the view model (a `ContinuousObservation`
/// re-applies it after every change) and sends it the user's input.
public final class MVVMSearchViewController: ViewController<SearchRootView> {
    private let viewModel: SearchViewModel
    private lazy var fetchErrorAlert = AlertClient<FetchRepositoriesErrorAction>(presenter: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(presenter: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in viewModel.queryChanged(text) }
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = viewModel.repository(at: index) else { return }
            let detail = RepositoryDetailViewModel(repository: repository, favourites: viewModel.favourites)
            push(MVVMDetailViewController(viewModel: detail), animated: true)
        }
        fetchErrorAlert.register { [unowned self] action in viewModel.didChoose(action) }
        saveErrorAlert.register { [unowned self] action in viewModel.favourites.didChoose(action) }
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    public override var keyHelp: [KeyHelp] {
        rootView.listView.isFocused ? [GalleryKeys.toggleFavouriteHelp] : []
    }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite, let repository = dataSource.highlightedIndex.flatMap(viewModel.repository(at:)) else { return false }
        viewModel.favourites.toggle(repository)
        return true
    }

    private func bind() {
        rootView.showStatus(viewModel.status)
        rootView.setLoading(viewModel.isSearching)
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
