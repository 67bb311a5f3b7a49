import GitHubBrowserApplication
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataTerminal

/// The Flux app's detail screen of one repository: it binds the articles' `RepositoryDetailRootView`
/// to a `DetailViewModel` — the detail's and the README's request states and the shared favourite
/// mark — and hands `f`, `r` (the README's Retry), Retry and Close to it (Close through the router).
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let viewModel: DetailViewModel
    private let builder: FluxScreenBuilder
    private lazy var loadErrorAlert = AlertClient<LoadRepositoryErrorAction>(viewController: self)
    private lazy var saveFailureAlert = SaveFailureAlert(favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in isVisible })
    private var failures: OneShotReceiver<AppError>

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel, builder: FluxScreenBuilder) {
        self.viewModel = viewModel
        self.builder = builder
        failures = OneShotReceiver(startingAfter: viewModel.failure)
        super.init()
        title = viewModel.id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        loadErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.load()
            case .close: builder.router(from: self).closeDetail()
            }
        }
        saveFailureAlert.start()
        viewModel.observe { [unowned self] in render() }
        render()
        viewModel.load()
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"): if viewModel.content != nil { viewModel.toggleFavourite() }
        case .character("r"): viewModel.retryReadme()
        default: return false
        }
        return true
    }

    private func render() {
        if let failure = failures.take(viewModel.failure) {
            loadErrorAlert.show(strategy: AlertStrategy(loadFailure: failure))
        }
        guard let content = viewModel.content else {
            title = viewModel.id.fullName
            return rootView.showLoading(title: viewModel.id.fullName)
        }
        title = content.title
        rootView.show(content)
        rootView.showReadme(viewModel.readme)
        rootView.setFavourite(viewModel.isFavourite)
    }
}
