import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// The repository detail screen: owner, description, language, stars, forks, open issues,
/// licence, topics, last update, URL and the README; `f` toggles the favourite, `r` loads a README
/// that failed again.
public final class RepositoryDetailViewController<Presenter: RepositoryDetailPresenterInputs>:
    ViewController<RepositoryDetailRootView>, RepositoryDetailPresenterOutputs
{
    // MARK: - Properties and init

    private let dependencies: RepositoryDetailDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var loadErrorAlert = AlertClient<LoadRepositoryErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from
    /// `builder`.
    public init(dependencies: RepositoryDetailDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        loadErrorAlert.register { [unowned self] action in presenter.didChooseLoadErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    /// `f` toggles the favourite.
    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    /// Handles `f`, and `r` (the README's Retry).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"): presenter.didRequestToggleFavourite()
        case .character("r"): presenter.didRequestReadmeRetry()
        default: return false
        }
        return true
    }

    // MARK: - Outputs

    /// Shows that `title` is loading.
    public func showLoading(title: String) {
        self.title = title
        rootView.showLoading(title: title)
    }

    /// Shows the repository.
    public func showContent(_ content: RepositoryDetailContent) {
        title = content.title
        rootView.show(content)
    }

    /// Shows the favourite mark.
    public func showFavourite(_ isFavourite: Bool) { rootView.setFavourite(isFavourite) }

    /// Shows the README section.
    public func showReadme(_ section: ReadmeSection) { rootView.showReadme(section) }

    /// Shows the load-error alert.
    public func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>) { loadErrorAlert.show(strategy: strategy) }

    /// Shows the save-error alert.
    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
