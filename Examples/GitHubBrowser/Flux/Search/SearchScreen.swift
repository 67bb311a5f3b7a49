import Foundation
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// The Search screen of the Flux app, written once for every driver: it draws the view model on the
/// root view (`SearchDisplay`) and the list's data source whenever a store changes, shows each
/// failure once, and turns the user's `SearchIntent`s into the view model's inputs. Opening a row
/// and signing in go through the router, as in the MVP app: navigation is not the stores' business.
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
    private let viewModel: SearchViewModel
    private let display: any SearchDisplay
    private let rows: any ItemListDisplay<RepositoryRow>
    private let router: any SearchRouting
    private let catalogNote: String?
    private let timeZone: TimeZone
    /// The fetch-error alert.
    public let fetchErrorAlert: SearchFetchAlert<FetchErrorAlert>
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>
    private var failures: OneShotReceiver<SearchFailure>
    private var shownRows: [RepositoryRow] = []
    private let defersRowEvents: Bool

    /// Creates the screen of `viewModel`, drawn on `display` and `rows`, with its alerts on `host`
    /// (the favourite-save alert only while it is on screen); `catalogNote` dates the offline
    /// catalog. `defersRowEvents` for a driver that shows rows while the list is drawn from a
    /// store's change (UIKit, inside the dispatch, where Flux forbids another): a row that comes on
    /// screen is handed on once the dispatch is over.
    public init(
        viewModel: SearchViewModel, favourites: FavouritesContainer, display: any SearchDisplay, rows: any ItemListDisplay<RepositoryRow>,
        host: some ScreenHost, router: any SearchRouting, catalogNote: String?, timeZone: TimeZone,
        defersRowEvents: Bool = false
    ) {
        self.viewModel = viewModel
        self.display = display
        self.rows = rows
        self.router = router
        self.catalogNote = catalogNote
        self.timeZone = timeZone
        self.defersRowEvents = defersRowEvents
        fetchErrorAlert = SearchFetchAlert(screen: host)
        saveFailureAlert = SaveFailureAlert(favourites: favourites, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
        failures = OneShotReceiver(startingAfter: viewModel.failure)
    }

    /// Hears the alerts' answers, draws the screen and keeps drawing it as the stores change.
    public func start() {
        fetchErrorAlert.register(
            retry: { [unowned self] fetch in viewModel.retry(fetch) },
            signIn: { [unowned self] in router.showAccountTab() }
        )
        saveFailureAlert.start()
        if let catalogNote { display.showCatalogNote(catalogNote) }
        viewModel.observe { [weak self] in self?.render() }
        render()
    }

    /// Hands what the user did to the view model, or to the router.
    public func send(_ intent: SearchIntent) {
        switch intent {
        case .changeQuery(let text): viewModel.changeQuery(text)
        case .submitQuery(let text): viewModel.submitQuery(text)
        case .reachRow(let index):
            if defersRowEvents { Task { [weak self] in self?.viewModel.highlight(index) } } else { viewModel.highlight(index) }
        case .openRow(let index):
            guard let repository = viewModel.repository(at: index) else { return }
            router.showDetail(of: repository.id)
        case .toggleFavourite(let index): viewModel.toggleFavourite(at: index)
        case .refresh: viewModel.refresh()
        case .explainSavedCopy:
            guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return }
            fetchErrorAlert.show(notice, searchedText: viewModel.searchedText)
        }
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) { viewModel.submitQuery(text) }

    /// The stores start afresh: no row to restore.
    public var restoredHighlight: Int? { nil }

    private func render() {
        if display.queryText != viewModel.query { display.setQuery(viewModel.query) }
        display.setLoading(viewModel.isLoading)
        display.showStatus(viewModel.status(timeZone: timeZone))
        let rows = viewModel.rows
        if !RepositoryRow.sameRows(rows, shownRows) {
            shownRows = rows
            self.rows.update(newItems: rows)
        }
        if let failure = failures.take(viewModel.failure) { fetchErrorAlert.show(failure) }
    }
}
