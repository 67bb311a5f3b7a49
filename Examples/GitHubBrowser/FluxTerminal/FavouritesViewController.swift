import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Flux app's Favourites tab on the terminal: Enter opens a favourite, `f` removes the
/// highlighted one — as `FavouritesIntent`s for the driver-free `FavouritesScreen`, which draws
/// the view model on the root view.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let makeScreen: @MainActor (FavouritesViewController) -> FavouritesScreen
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel, builder: FluxScreenBuilder) {
        makeScreen = { controller in
            FavouritesScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, rows: controller.dataSource,
                alerts: controller, isVisible: { [unowned controller] in controller.isVisible }, router: builder.router(from: controller)
            )
        }
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        screen.start()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = dataSource.highlightedIndex else { return false }
        screen.send(.remove(index))
        return true
    }
}
