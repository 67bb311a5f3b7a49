import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert

/// A repository's detail screen in the MVP app, written once for every driver: it builds the
/// presenter, turns the user's `RepositoryDetailIntent`s into its inputs, and hands its outputs to
/// the root view (`RepositoryDetailDisplay`), the screen's title and the two alerts. A view
/// controller of any driver creates it in `viewDidLoad`, maps its controls to intents and calls
/// ``start()``.
@MainActor
public final class RepositoryDetailScreen<Presenter: RepositoryDetailPresenterInputs>: RepositoryDetailPresenterOutputs {
    private let display: any RepositoryDetailDisplay
    /// The view controller, which owns this screen: held weakly.
    private weak var titled: (any TitleDisplay)?
    private let router: any RepositoryDetailRouting
    private let dependencies: RepositoryDetailDependencies
    private lazy var presenter = Presenter(output: self, router: router, dependencies: dependencies)
    private let loadErrorAlert: AlertClient<LoadRepositoryErrorAction>
    private let saveErrorAlert: AlertClient<SaveFavouriteErrorAction>

    /// Creates the screen that draws on `display`, names itself on `titled`, shows its alerts on
    /// `alerts` and leaves through `router`.
    public init(
        display: any RepositoryDetailDisplay, titled: any TitleDisplay, alerts: some AlertPresenting,
        router: any RepositoryDetailRouting, dependencies: RepositoryDetailDependencies
    ) {
        self.display = display
        self.titled = titled
        self.router = router
        self.dependencies = dependencies
        loadErrorAlert = AlertClient(viewController: alerts)
        saveErrorAlert = AlertClient(viewController: alerts)
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
        titled?.title = title
        display.showLoading(title: title)
    }

    public func showContent(_ content: RepositoryDetailContent) {
        titled?.title = content.title
        display.show(content)
    }

    public func showFavourite(_ isFavourite: Bool) { display.setFavourite(isFavourite) }

    public func showReadme(_ section: ReadmeSection) { display.showReadme(section) }

    public func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>) { loadErrorAlert.show(strategy: strategy) }

    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
