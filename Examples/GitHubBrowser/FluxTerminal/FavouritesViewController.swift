import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Flux app's Favourites tab: it binds the articles' `FavouritesRootView` to a
/// `FavouritesViewModel`; Enter opens a detail on this tab (through the router), `f` removes the
/// highlighted favourite.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let viewModel: FavouritesViewModel
    private let builder: FluxScreenBuilder
    private lazy var saveFailureAlert = SaveFailureAlert(favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in isVisible })
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel, builder: FluxScreenBuilder) {
        self.viewModel = viewModel
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = viewModel.repository(at: index) else { return }
            builder.router(from: self).showDetail(of: repository.id)
        }
        saveFailureAlert.start()
        viewModel.observe { [unowned self] in render() }
        render()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = dataSource.highlightedIndex, viewModel.repository(at: index) != nil else { return false }
        viewModel.removeFavourite(at: index)
        return true
    }

    private func render() {
        if let rows = viewModel.rows { dataSource.update(newItems: rows) }
        rootView.showStatus(viewModel.status)
    }
}
