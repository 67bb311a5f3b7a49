import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Redux app's repository list on the terminal — the Public tab, or "Your repositories": it
/// maps the list's highlight and choice, `r` and Ctrl-O to `RepositoryListIntent`s for the
/// driver-free `RepositoryListScreen`, which draws its part of the one state on the root view.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView> {
    private let makeScreen: @MainActor (RepositoryListViewController) -> RepositoryListScreen
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `list`, shown on `tab`; `canSignIn` offers Sign in when a load is
    /// refused for want of a session.
    public init(list: RepositoryList, tab: BrowserTab, browser: BrowserStore, canSignIn: Bool, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            RepositoryListScreen(
                list: list, tab: tab, browser: browser, display: controller.rootView, titled: controller, rows: controller.dataSource,
                alerts: controller, canSignIn: canSignIn, timeZone: timeZone
            )
        }
        super.init()
        title = list.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}
