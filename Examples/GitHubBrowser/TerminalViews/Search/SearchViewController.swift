import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The Search tab on the terminal, in every architecture: it maps the search field's events, the
/// list's highlight and choice, and `f` (with the list focused), Ctrl-R and Ctrl-O to
/// `SearchIntent`s for the screen object it is built with — the MVP, Flux or Redux app's — which
/// draws on its root view and data source.
public final class SearchViewController:
    ScreenViewController<SearchRootView, ItemListDataSource<RepositoryRow>, any SearchScreenType>, SearchLaunching
{
    public override func bindControls() {
        rootView.searchField.onChange { [unowned self] text in screen.send(.changeQuery(text)) }
        rootView.searchField.onSubmit { [unowned self] text in screen.send(.submitQuery(text)) }
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        rows.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
    }

    /// Starts the screen object; a restored state (a replayed run) opens on its highlighted row.
    public override func viewDidLoad() {
        super.viewDidLoad()
        if let index = screen.restoredHighlight { rows.highlightRow(at: index) }
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
    }

    /// `f` only while the list, not the search field, has the focus.
    public override var keyHelp: [KeyHelp] {
        (rootView.listView.isFocused ? [KeyHelp("f", "favourite")] : []) + [KeyHelp("^R", "refresh")]
    }

    /// `f` toggles the highlighted favourite; Ctrl-R searches again; Ctrl-O says why saved results
    /// are shown (the status line offers it only then).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            guard let index = rows.highlightedIndex else { return false }
            screen.send(.toggleFavourite(index))
        case .control("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}

extension TerminalDriver: SearchHosting {
    public func search(screen: @escaping MakeSearchScreen) -> BaseViewController {
        SearchViewController(title: BrowserTab.search.title, rows: { ItemListDataSource(listView: $0.listView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
