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
import StrataUIKit

/// The Flux app's Search tab on UIKit: it maps the search field's editing and return, a row coming
/// on screen and a tap to `SearchIntent`s and hands them to the same driver-free `SearchScreen`
/// as the terminal's, which draws the view model on the root view.
public final class SearchViewController: ViewController<SearchRootView>, SearchLaunching {
    private let makeScreen: @MainActor (SearchViewController) -> SearchScreen
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`; `catalogNote` dates the offline catalog.
    public init(viewModel: SearchViewModel, builder: FluxScreenBuilder, catalogNote: String?, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            SearchScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, rows: controller.dataSource,
                alerts: controller, isVisible: { [unowned controller] in controller.viewIfLoaded?.window != nil },
                router: builder.router(from: controller), catalogNote: catalogNote, timeZone: timeZone
            )
        }
        super.init()
        title = BrowserTab.search.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in screen.send(.changeQuery(field.text ?? "")) }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in screen.send(.submitQuery(field.text ?? "")) }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in
            // UIKit shows rows while the list is drawn from a store's change — inside its dispatch,
            // where Flux forbids another — so the row is handed on once the dispatch is over.
            Task { [weak self] in self?.screen.send(.reachRow(index)) }
        }
        screen.start()
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
    }
}
#endif
