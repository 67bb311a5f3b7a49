import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore

/// A repository's detail screen in the Flux app, written once for every driver: it draws the
/// `RepositoryDetailViewModel` — the detail's and the README's request states and the shared favourite mark —
/// on the root view (`RepositoryDetailDisplay`) and the screen's title, shows a failed load once,
/// and turns the user's `RepositoryDetailIntent`s and the alert's Retry and Close into the view
/// model's inputs (Close through the router). A view controller of any driver creates it in
/// `viewDidLoad`, maps its controls to intents and calls ``start()``.
///
/// Generic over its alert clients, as article ⑤'s screens are: the screen builder chooses `AlertClient`,
/// and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class RepositoryDetailScreen<
    LoadErrorAlert: AlertClientType<LoadRepositoryErrorAction>,
    SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>
>: RepositoryDetailScreenType {
    private let viewModel: RepositoryDetailViewModel
    private let display: any RepositoryDetailDisplay
    /// The view controller, which owns this screen: held weakly.
    private weak var host: (any ScreenHost)?
    private let router: any RepositoryDetailRouting
    /// The client of the alert for a detail that failed to load.
    public let loadErrorAlert: LoadErrorAlert
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>
    private var failures: OneShotReceiver<AppError>

    /// Creates the screen of `viewModel`, drawn on `display`, named and with its alerts on `host`
    /// (the favourite-save alert only while it is on screen).
    public init(
        viewModel: RepositoryDetailViewModel, favourites: FavouritesContainer, display: any RepositoryDetailDisplay, host: some ScreenHost,
        router: any RepositoryDetailRouting
    ) {
        self.viewModel = viewModel
        self.display = display
        self.host = host
        self.router = router
        loadErrorAlert = LoadErrorAlert(viewController: host)
        saveFailureAlert = SaveFailureAlert(favourites: favourites, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
        failures = OneShotReceiver(startingAfter: viewModel.failure)
    }

    /// Hears the alerts' answers, draws the screen, keeps drawing it as the stores change, and
    /// loads the repository.
    public func start() {
        loadErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: viewModel.load()
            case .close: router.closeDetail()
            }
        }
        saveFailureAlert.start()
        viewModel.observe { [weak self] in self?.render() }
        render()
        viewModel.load()
    }

    /// Hands what the user did to the view model.
    public func send(_ intent: RepositoryDetailIntent) {
        switch intent {
        case .toggleFavourite: if viewModel.content != nil { viewModel.toggleFavourite() }
        case .retryReadme: viewModel.retryReadme()
        }
    }

    private func render() {
        // GitHub being unavailable raises no alert: the app shows "GitHub is unavailable".
        if let failure = failures.take(viewModel.failure), !failure.isServiceUnavailable {
            loadErrorAlert.show(strategy: AlertStrategy(loadFailure: failure))
        }
        guard let content = viewModel.content else {
            host?.title = viewModel.id.fullName
            return display.showLoading(title: viewModel.id.fullName)
        }
        host?.title = content.title
        display.show(content)
        display.showReadme(viewModel.readme)
        display.setFavourite(viewModel.isFavourite)
    }
}
