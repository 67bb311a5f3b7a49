import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux

/// The Search screen of the Redux app, written once for every driver: it subscribes to the search
/// state and the favourites' marks and draws them on the root view (`SearchDisplay`) and the
/// list's data source, shows each failure once, and turns the user's `SearchIntent`s into the
/// `BrowserStore`'s actions — opening a row too, since the Redux app keeps navigation in its state.
///
/// A view controller of any driver creates it in `viewDidLoad`, maps its controls to intents and
/// calls ``start()``; it does nothing else.
///
/// Generic over its alert clients, as article ⑤'s screens are: the screen builder chooses `AlertClient`,
/// and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class SearchScreen<
    FetchErrorAlert: AlertClientType<FetchRepositoriesErrorAction>,
    SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>
>: SearchScreenType {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let display: any SearchDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    private let catalogNote: String?
    private let timeZone: TimeZone
    /// The fetch-error alert.
    public let fetchErrorAlert: SearchFetchAlert<FetchErrorAlert>
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>
    private var failures: OneShotReceiver<SearchFailure>

    /// Creates the screen of `browser`'s search, drawn on `display` and `rows`, with its alerts on
    /// `host` (the favourite-save alert only while it is on screen); `catalogNote` dates the offline
    /// catalog.
    public init(
        browser: BrowserStore, display: any SearchDisplay, rows: any ItemListDisplay<RepositoryRow>, host: some ScreenHost,
        catalogNote: String?, timeZone: TimeZone
    ) {
        self.browser = browser
        self.display = display
        self.rows = rows
        self.catalogNote = catalogNote
        self.timeZone = timeZone
        fetchErrorAlert = SearchFetchAlert(screen: host)
        saveFailureAlert = SaveFailureAlert(browser: browser, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
        failures = OneShotReceiver(startingAfter: browser.state.search.failure)
    }

    /// Hears the alerts' answers and subscribes to the store, which draws the screen at once.
    public func start() {
        fetchErrorAlert.register(
            retry: { [unowned self] fetch in browser.retry(fetch) },
            signIn: { [unowned self] in browser.selectTab(.account) }
        )
        saveFailureAlert.start()
        if let catalogNote { display.showCatalogNote(catalogNote) }
        let store = browser.store
        store.subscribe(select: \.search) { [weak self] search in self?.render(search) }.store(in: subscriptions)
        store.subscribe(select: { $0.search.rows(favourites: $0.favourites.identifiers) }, isDuplicate: RepositoryRow.sameRows) { [weak self] rows in
            self?.rows.update(newItems: rows)
        }.store(in: subscriptions)
    }

    /// Hands what the user did to the store.
    public func send(_ intent: SearchIntent) {
        switch intent {
        case .changeQuery(let text): browser.changeQuery(text)
        case .submitQuery(let text): browser.submitQuery(text)
        case .reachRow(let index): browser.highlightSearchRow(index)
        case .openRow(let index):
            guard let repository = repository(at: index) else { return }
            browser.openRepository(repository.id, on: .search)
        case .toggleFavourite(let index):
            guard let repository = repository(at: index) else { return }
            browser.toggleFavourite(repository)
        case .refresh: browser.refreshSearch()
        case .explainSavedCopy:
            let search = browser.state.search
            guard let notice = search.savedCopyNotice(now: browser.environment.now(), timeZone: timeZone) else { return }
            fetchErrorAlert.show(notice, searchedText: search.searchedText)
        }
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) { browser.submitQuery(text) }

    /// The row the list highlights in the state: a replayed run opens on it.
    public var restoredHighlight: Int? { browser.state.search.highlightedIndex }

    private func repository(at index: Int) -> Repository? {
        browser.state.search.results?.repositories[safe: index]
    }

    private func render(_ search: SearchState) {
        if display.queryText != search.query { display.setQuery(search.query) }
        display.setLoading(search.isLoading)
        display.showStatus(search.status(now: browser.environment.now(), timeZone: timeZone))
        if let failure = failures.take(search.failure) { fetchErrorAlert.show(failure) }
    }
}
