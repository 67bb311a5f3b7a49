#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Redux app's Search tab on UIKit: it maps the search field's editing and return, a row coming
/// on screen and a tap to `SearchIntent`s and hands them to the same driver-free `SearchScreen` as
/// the terminal's, which draws the store's search state on the root view.
public final class SearchViewController: ViewController<SearchRootView> {
    private let browser: BrowserStore
    private let catalogNote: String?
    private let timeZone: TimeZone
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = SearchScreen(
        browser: browser, display: rootView, rows: dataSource, alerts: self,
        isVisible: { [unowned self] in viewIfLoaded?.window != nil }, catalogNote: catalogNote, timeZone: timeZone
    )

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
        field.addAction(UIAction { [unowned self] _ in screen.send(.changeQuery(field.text ?? "")) }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in screen.send(.submitQuery(field.text ?? "")) }, for: .primaryActionTriggered)
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }
}
#endif
