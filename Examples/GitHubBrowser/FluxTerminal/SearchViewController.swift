import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Flux app's Search tab on the terminal: it maps the search field's events, the list's
/// highlight and choice, and `f`, Ctrl-R and Ctrl-O to `SearchIntent`s and hands them to the
/// driver-free `SearchScreen`, which draws the view model on the root view.
public final class SearchViewController: ViewController<SearchRootView>, SearchLaunching {
    private let makeScreen: @MainActor (SearchViewController) -> SearchScreen
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`; `catalogNote` dates the offline catalog.
    public init(viewModel: SearchViewModel, builder: FluxScreenBuilder, catalogNote: String?, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            SearchScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, rows: controller.dataSource,
                alerts: controller, isVisible: { [unowned controller] in controller.isVisible }, router: builder.router(from: controller),
                catalogNote: catalogNote, timeZone: timeZone
            )
        }
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
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
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
