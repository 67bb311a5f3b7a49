import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Redux app's Search tab on the terminal: it maps the search field's events, the list's
/// highlight and choice, and `f`, Ctrl-R and Ctrl-O to `SearchIntent`s and hands them to the
/// driver-free `SearchScreen`, which draws the store's search state on the root view.
public final class SearchViewController: ViewController<SearchRootView> {
    private let browser: BrowserStore
    private let catalogNote: String?
    private let timeZone: TimeZone
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = SearchScreen(
        browser: browser, display: rootView, rows: dataSource, alerts: self, isVisible: { [unowned self] in isVisible },
        catalogNote: catalogNote, timeZone: timeZone
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
        rootView.searchField.onChange { [unowned self] text in screen.send(.changeQuery(text)) }
        rootView.searchField.onSubmit { [unowned self] text in screen.send(.submitQuery(text)) }
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
        // A state that already has results (a replayed run) opens on its highlighted row.
        dataSource.highlightRow(at: screen.highlightedIndex)
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
            screen.send(.toggleFavourite(index))
        case .control("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}
