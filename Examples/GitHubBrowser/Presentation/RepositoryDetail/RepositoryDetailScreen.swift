import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// A repository's detail screen in the MVP app, written once for every driver: it builds the
/// presenter, turns the user's `RepositoryDetailIntent`s into its inputs, and hands its outputs to
/// the root view (`RepositoryDetailDisplay`) and its host's title and two alerts. A view
/// controller of any driver creates it in `viewDidLoad`, maps its controls to intents and calls
/// ``start()``.
///
/// Generic over the presenter and the alert clients, as article ⑤'s screens are: the screen builder
/// chooses `AlertClient`, and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class RepositoryDetailScreen<
    Presenter: RepositoryDetailPresenterInputs,
    LoadErrorAlert: AlertClientType<LoadRepositoryErrorAction>,
    SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>
>: RepositoryDetailScreenType, RepositoryDetailPresenterOutputs {
    private let display: any RepositoryDetailDisplay
    /// The view controller, which owns this screen: held weakly.
    private weak var host: (any ScreenHost)?
    private let router: any RepositoryDetailRouting
    private let dependencies: RepositoryDetailDependencies
    private lazy var presenter = Presenter(output: self, router: router, dependencies: dependencies)
    /// The client of the alert for a detail that failed to load.
    public let loadErrorAlert: LoadErrorAlert
    /// The client of the favourite-save alert.
    public let saveErrorAlert: SaveErrorAlert

    /// Creates the screen that draws on `display`, names itself and shows its alerts on `host`, and
    /// leaves through `router`.
    public init(
        display: any RepositoryDetailDisplay, host: some ScreenHost, router: any RepositoryDetailRouting, dependencies: RepositoryDetailDependencies
    ) {
        self.display = display
        self.host = host
        self.router = router
        self.dependencies = dependencies
        loadErrorAlert = LoadErrorAlert(viewController: host)
        saveErrorAlert = SaveErrorAlert(viewController: host)
    }

    /// Hears the alerts' answers and starts the presenter.
    public func start() {
        loadErrorAlert.register { [unowned self] action in presenter.didChooseLoadErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// Hands what the user did to the presenter.
    public func send(_ intent: RepositoryDetailIntent) {
        switch intent {
        case .toggleFavourite: presenter.didRequestToggleFavourite()
        case .retryReadme: presenter.didRequestReadmeRetry()
        }
    }

    // MARK: - Outputs

    public func showLoading(title: String) {
        host?.title = title
        display.showLoading(title: title)
    }

    public func showContent(_ content: RepositoryDetailContent) {
        host?.title = content.title
        display.show(content)
    }

    public func showFavourite(_ isFavourite: Bool) { display.setFavourite(isFavourite) }

    public func showReadme(_ section: ReadmeSection) { display.showReadme(section) }

    public func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>) { loadErrorAlert.show(strategy: strategy) }

    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
