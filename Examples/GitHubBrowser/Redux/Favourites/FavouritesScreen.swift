import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataRedux

/// The Favourites tab of the Redux app, written once for every driver: it subscribes to the
/// favourites state and draws it on the root view (`FavouritesDisplay`) and the list's data
/// source, and turns the user's `FavouritesIntent`s into the `BrowserStore`'s actions. A view
/// controller of any driver creates it in `viewDidLoad`, maps its controls to intents and calls
/// ``start()``.
///
/// Generic over its alert client, as article ⑤'s screens are: the screen builder chooses `AlertClient`,
/// and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class FavouritesScreen<SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>>: FavouritesScreenType {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let display: any FavouritesDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>

    /// Creates the screen of `browser`'s favourites, drawn on `display` and `rows`, with the
    /// favourite-save alert on `host` while it is on screen.
    public init(browser: BrowserStore, display: any FavouritesDisplay, rows: any ItemListDisplay<RepositoryRow>, host: some ScreenHost) {
        self.browser = browser
        self.display = display
        self.rows = rows
        saveFailureAlert = SaveFailureAlert(browser: browser, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
    }

    /// Starts the alert and subscribes to the store, which draws the screen at once.
    public func start() {
        saveFailureAlert.start()
        browser.store.subscribe(select: \.favourites.repositories) { [weak self] _ in self?.render() }.store(in: subscriptions)
        browser.store.subscribe(select: \.favourites.isLoaded) { [weak self] _ in self?.render() }.store(in: subscriptions)
    }

    /// Hands what the user did to the store.
    public func send(_ intent: FavouritesIntent) {
        guard let repository = browser.state.favourites.repositories[safe: intent.index] else { return }
        switch intent {
        case .openRow: browser.openRepository(repository.id, on: .favourites)
        case .remove: browser.toggleFavourite(repository)
        }
    }

    private func render() {
        let favourites = browser.state.favourites
        guard favourites.isLoaded else { return display.showStatus(.loading) }
        rows.update(newItems: favourites.rows)
        display.showStatus(.count(favourites.repositories.count))
    }
}
