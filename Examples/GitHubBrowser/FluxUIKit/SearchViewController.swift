#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataUIKit

/// The Flux app's Search tab on UIKit: it binds the shared `SearchRootView` to the same
/// `SearchViewModel` as the terminal's screen and hands every input to it — a query typed or
/// submitted, a row coming on screen (the last one loads more), an alert answered. A tap opens the
/// repository through the router, as in the MVP app.
public final class SearchViewController: ViewController<SearchRootView>, SearchLaunching {
    private let viewModel: SearchViewModel
    private let catalogNote: String?
    private let timeZone: TimeZone
    private let builder: FluxScreenBuilder
    private lazy var fetchErrorAlert = SearchFetchAlert(screen: self)
    private lazy var saveFailureAlert = SaveFailureAlert(
        favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
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
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in viewModel.changeQuery(field.text ?? "") }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in viewModel.submitQuery(field.text ?? "") }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = viewModel.repository(at: index) else { return }
            builder.router(from: self).showDetail(of: repository.id)
        }
        dataSource.willDisplayRow { [unowned self] index in
            // UIKit shows rows while the list is drawn from a store's change — inside its dispatch,
            // where Flux forbids another — so the row is handed on once the dispatch is over.
            Task { [weak self] in self?.viewModel.highlight(index) }
        }
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
#endif
