#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux
import StrataUIKit

/// The Redux app's Search tab on UIKit: it subscribes to the search state and the favourites' marks
/// of the same `BrowserStore` as the terminal's screen, and hands every input to it — a query typed
/// or submitted, a row coming on screen (the last one loads more) or tapped, an alert answered. It
/// draws the shared `SearchRootView` with the same texts as the MVP app.
public final class SearchViewController: ViewController<SearchRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let catalogNote: String?
    private let timeZone: TimeZone
    private lazy var fetchErrorAlert = SearchFetchAlert(screen: self)
    private lazy var saveFailureAlert = SaveFailureAlert(
        browser: browser, viewController: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
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
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in browser.changeQuery(field.text ?? "") }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in browser.submitQuery(field.text ?? "") }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = browser.state.search.results?.repositories[safe: index] else { return }
            browser.openRepository(repository.id, on: .search)
        }
        dataSource.willDisplayRow { [unowned self] index in browser.highlightSearchRow(index) }
        fetchErrorAlert.register(
            retry: { [unowned self] fetch in browser.retry(fetch) },
            signIn: { [unowned self] in browser.selectTab(.account) }
        )
        saveFailureAlert.start()
        if let catalogNote { rootView.showCatalogNote(catalogNote) }
        failures = OneShotReceiver(startingAfter: browser.state.search.failure)
        let store = browser.store
        store.subscribe(select: \.search) { [weak self] search in self?.render(search) }.store(in: subscriptions)
        store.subscribe(select: { $0.search.rows(favourites: $0.favourites.identifiers) }, isDuplicate: RepositoryRow.sameRows) { [weak self] rows in
            self?.dataSource.update(newItems: rows)
        }.store(in: subscriptions)
    }

    private func render(_ search: SearchState) {
        if rootView.searchField.text != search.query { rootView.setQuery(search.query) }
        rootView.setLoading(search.isLoading)
        rootView.showStatus(search.status(now: browser.environment.now(), timeZone: timeZone))
        if let failure = failures.take(search.failure) { fetchErrorAlert.show(failure) }
    }
}
#endif
