import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataTerminal

/// The Flux app's Search tab: it binds the articles' `SearchRootView` to a `SearchViewModel` and
/// hands every input to it — a query typed or submitted, a row highlighted, `f`, Ctrl-R, Ctrl-O, an
/// alert answered. Opening a row goes through the router, as in the MVP app.
public final class SearchViewController: ViewController<SearchRootView>, SearchLaunching {
    private let viewModel: SearchViewModel
    private let catalogNote: String?
    private let timeZone: TimeZone
    private let builder: FluxScreenBuilder
    private lazy var fetchErrorAlert = SearchFetchAlert(screen: self)
    private lazy var saveFailureAlert = SaveFailureAlert(favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in isVisible })
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
    private var failures: OneShotReceiver<SearchFailure>
    private var shownRows: [RepositoryRow] = []

    /// Creates the screen of `viewModel`; `catalogNote` dates the offline catalog.
    public init(viewModel: SearchViewModel, builder: FluxScreenBuilder, catalogNote: String?, timeZone: TimeZone = .current) {
        self.viewModel = viewModel
        self.builder = builder
        self.catalogNote = catalogNote
        self.timeZone = timeZone
        failures = OneShotReceiver(startingAfter: viewModel.failure)
        super.init()
        title = BrowserTab.search.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.onChange { [unowned self] text in viewModel.changeQuery(text) }
        rootView.searchField.onSubmit { [unowned self] text in viewModel.submitQuery(text) }
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = viewModel.repository(at: index) else { return }
            builder.router(from: self).showDetail(of: repository.id)
        }
        dataSource.didHighlightRow { [unowned self] index in viewModel.highlight(index) }
        fetchErrorAlert.register(
            retry: { [unowned self] fetch in viewModel.retry(fetch) },
            signIn: { [unowned self] in builder.router(from: self).showAccountTab() }
        )
        saveFailureAlert.start()
        if let catalogNote { rootView.showCatalogNote(catalogNote) }
        viewModel.observe { [unowned self] in render() }
        render()
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) {
        viewModel.submitQuery(text)
    }

    /// `f` (with the list focused) toggles the highlighted favourite; Ctrl-R refreshes; Ctrl-O says
    /// why saved results are shown.
    public override var keyHelp: [KeyHelp] {
        (rootView.listView.isFocused ? [KeyHelp("f", "favourite")] : []) + [KeyHelp("^R", "refresh")]
    }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            guard let index = dataSource.highlightedIndex else { return false }
            viewModel.toggleFavourite(at: index)
        case .control("r"):
            viewModel.refresh()
        case .control("o"):
            guard let notice = viewModel.savedCopyNotice(timeZone: timeZone) else { return true }
            fetchErrorAlert.show(notice, searchedText: viewModel.searchedText)
        default:
            return false
        }
        return true
    }

    private func render() {
        if rootView.searchField.text != viewModel.query { rootView.setQuery(viewModel.query) }
        rootView.setLoading(viewModel.isLoading)
        rootView.showStatus(viewModel.status(timeZone: timeZone))
        let rows = viewModel.rows
        if !RepositoryRow.sameRows(rows, shownRows) {
            shownRows = rows
            dataSource.update(newItems: rows)
        }
        if let failure = failures.take(viewModel.failure) { fetchErrorAlert.show(failure) }
    }
}
