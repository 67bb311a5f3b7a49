import GitHubBrowserFeatures
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import StrataTerminal

/// A repository's detail on the terminal: `f` toggles the favourite, `r` loads a README that
/// failed again — as `RepositoryDetailIntent`s for the driver-free `RepositoryDetailScreen`, which
/// draws on the root view.
public final class RepositoryDetailViewController<Presenter: RepositoryDetailPresenterInputs>: ViewController<RepositoryDetailRootView> {
    private let dependencies: RepositoryDetailDependencies
    private let builder: BrowserScreenBuilder
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = RepositoryDetailScreen<Presenter>(
        display: rootView, titled: self, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: RepositoryDetailDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
    }

    /// Starts the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        screen.start()
    }

    /// `f` toggles the favourite.
    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    /// `f`, and `r` (the README's Retry), as intents.
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"): screen.send(.toggleFavourite)
        case .character("r"): screen.send(.retryReadme)
        default: return false
        }
        return true
    }
}
