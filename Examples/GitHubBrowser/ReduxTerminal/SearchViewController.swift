import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux
import StrataTerminal

/// The Redux app's Search tab: it subscribes to the search state and the favourites' marks, and
/// hands every input to the `BrowserStore` — a query typed or submitted, a row highlighted or
/// opened, Ctrl-R, Ctrl-O, an alert answered. It draws the articles' `SearchRootView` with the same
/// texts, so the two apps show the same screen.
public final class SearchViewController: ViewController<SearchRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let catalogNote: String?
    private let timeZone: TimeZone
    private lazy var fetchErrorAlert = SearchFetchAlert(screen: self)
    private lazy var saveFailureAlert = SaveFailureAlert(browser: browser, viewController: self, isVisible: { [unowned self] in isVisible })
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
    private var failures = OneShotReceiver<SearchFailure>()

    /// Creates the screen of `browser`'s search; `catalogNote` dates the offline catalog.
    public init(browser: BrowserStore, catalogNote: String?, timeZone: TimeZone = .current) {
        self.browser = browser
        self.catalogNote = catalogNote
        self.timeZone = timeZone
        super.init()
        title = BrowserTab.search.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in browser.changeQuery(text) }
        rootView.searchField.onSubmit { [unowned self] text in browser.submitQuery(text) }
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = browser.state.search.results?.repositories[safe: index] else { return }
            browser.openRepository(repository.id, on: .search)
        }
        dataSource.didHighlightRow { [unowned self] index in browser.highlightSearchRow(index) }
        fetchErrorAlert.register(
            retry: { [unowned self] fetch in browser.retry(fetch) },
            signIn: { [unowned self] in browser.selectTab(.account) }
        )
        saveFailureAlert.start()
        if let catalogNote { rootView.showCatalogNote(catalogNote) }
        failures = OneShotReceiver(startingAfter: browser.state.search.failure)
        let store = browser.store
        store.subscribe(select: \.search) { [weak self] search in self?.render(search) }.store(in: subscriptions)
        store.subscribe(select: { $0.search.rows(favourites: $0.favourites.identifiers) }, isDuplicate: RepositoryRow.sameRows) { [weak self] rows in self?.dataSource.update(newItems: rows) }.store(in: subscriptions)
        // A state that already has results (a replayed run) opens on its highlighted row.
        dataSource.highlightRow(at: browser.state.search.highlightedIndex)
    }

    /// `f` (with the list focused) toggles the highlighted favourite; Ctrl-R refreshes; Ctrl-O says
    /// why saved results are shown.
    public override var keyHelp: [KeyHelp] {
        (rootView.listView.isFocused ? [KeyHelp("f", "favourite")] : []) + [KeyHelp("^R", "refresh")]
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            guard let index = dataSource.highlightedIndex, let repository = browser.state.search.results?.repositories[safe: index] else { return false }
            browser.toggleFavourite(repository)
        case .control("r"):
            browser.refreshSearch()
        case .control("o"):
            let search = browser.state.search
            guard let notice = search.savedCopyNotice(now: browser.environment.now(), timeZone: timeZone) else { return true }
            fetchErrorAlert.show(notice, searchedText: search.searchedText)
        default:
            return false
        }
        return true
    }

    private func render(_ search: SearchState) {
        if rootView.searchField.text != search.query { rootView.setQuery(search.query) }
        rootView.setLoading(search.isLoading)
        rootView.showStatus(search.status(now: browser.environment.now(), timeZone: timeZone))
        if let failure = failures.take(search.failure) { fetchErrorAlert.show(failure) }
    }
}
