import GitHubBrowserDomain
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Redux app's detail screen of one repository on the terminal, pushed by the `Navigator` when
/// the state's stack has it: `f` toggles the favourite, `r` retries the README — as
/// `RepositoryDetailIntent`s for the driver-free `RepositoryDetailScreen`, which draws the store's
/// state on the root view.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let makeScreen: @MainActor (DetailViewController) -> RepositoryDetailScreen
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the detail screen of `id`, pushed on `tab`.
    public init(id: RepositoryID, tab: BrowserTab, browser: BrowserStore) {
        makeScreen = { controller in
            RepositoryDetailScreen(
                id: id, tab: tab, browser: browser, display: controller.rootView, titled: controller, alerts: controller,
                isVisible: { [unowned controller] in controller.isVisible }
            )
        }
        super.init()
        title = id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        screen.start()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"): screen.send(.toggleFavourite)
        case .character("r"): screen.send(.retryReadme)
        default: return false
        }
        return true
    }
}
