import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Redux app's Favourites tab on the terminal: Enter opens a favourite, `f` removes the
/// highlighted one — as `FavouritesIntent`s for the driver-free `FavouritesScreen`, which draws
/// the store's favourites on the root view.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let browser: BrowserStore
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = FavouritesScreen(
        browser: browser, display: rootView, rows: dataSource, alerts: self, isVisible: { [unowned self] in isVisible }
    )

    /// Creates the screen of `browser`'s favourites.
    public init(browser: BrowserStore) {
        self.browser = browser
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
