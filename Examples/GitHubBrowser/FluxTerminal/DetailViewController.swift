import GitHubBrowserFlux
import GitHubBrowserTerminalViews
import StrataTerminal

/// The Flux app's detail screen of one repository on the terminal: `f` toggles the favourite, `r`
/// retries the README — as `RepositoryDetailIntent`s for the driver-free `RepositoryDetailScreen`,
/// which draws the view model on the root view.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let makeScreen: @MainActor (DetailViewController) -> RepositoryDetailScreen
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel, builder: FluxScreenBuilder) {
        makeScreen = { controller in
            RepositoryDetailScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, titled: controller,
                alerts: controller, isVisible: { [unowned controller] in controller.isVisible }, router: builder.router(from: controller)
            )
        }
        super.init()
        title = viewModel.id.fullName
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
