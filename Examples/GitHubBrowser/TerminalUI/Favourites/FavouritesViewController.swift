import GitHubBrowserFeatures
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Favourites tab on the terminal: Enter opens a favourite, `f` removes the highlighted one —
/// as `FavouritesIntent`s for the driver-free `FavouritesScreen`, which draws on the root view.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>: ViewController<FavouritesRootView> {
    private let dependencies: FavouritesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = FavouritesScreen<Presenter>(
        display: rootView, rows: dataSource, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: FavouritesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    /// Registers the input handlers once and starts the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        screen.start()
    }

    /// The screen's own keys.
    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    /// `f` removes the highlighted favourite.
    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = dataSource.highlightedIndex else { return false }
        screen.send(.remove(index))
        return true
    }
}
