import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataRedux
import StrataTerminal

/// The Redux app's Favourites tab: the shared favourites state as rows and a status line; Enter
/// opens a detail on this tab, `f` removes the highlighted favourite.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private lazy var saveFailureAlert = SaveFailureAlert(browser: browser, viewController: self, isVisible: { [unowned self] in isVisible })
    private lazy var dataSource = FavouritesDataSource(listView: rootView.listView)

    /// Creates the screen of `browser`'s favourites.
    public init(browser: BrowserStore) {
        self.browser = browser
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = browser.state.favourites.repositories[safe: index] else { return }
            browser.openRepository(repository.id, on: .favourites)
        }
        saveFailureAlert.start()
        browser.store.subscribe(select: \.favourites.repositories) { [weak self] _ in self?.render() }.store(in: subscriptions)
        browser.store.subscribe(select: \.favourites.isLoaded) { [weak self] _ in self?.render() }.store(in: subscriptions)
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = dataSource.highlightedIndex,
              let repository = browser.state.favourites.repositories[safe: index]
        else { return false }
        browser.toggleFavourite(repository)
        return true
    }

    private func render() {
        let favourites = browser.state.favourites
        guard favourites.isLoaded else { return rootView.showStatus(FavouritesStatusText.loading) }
        dataSource.update(newItems: favourites.rows)
        rootView.showStatus(FavouritesStatusText.status(count: favourites.repositories.count))
    }
}
