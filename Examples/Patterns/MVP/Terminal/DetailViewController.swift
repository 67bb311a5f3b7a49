import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import PatternsTerminal
import StrataAlert
import StrataTerminal

/// MVP's detail screen: input events to the presenter, output events to the root view and the
/// alert client. Generic over the presenter it builds.
public final class DetailViewController<Presenter: DetailPresenterInputs>: ViewController<RepositoryDetailRootView>, DetailPresenterOutputs {
    private let repository: Repository
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, repository: repository, environment: environment)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `repository`.
    public init(repository: Repository, environment: GalleryEnvironment) {
        self.repository = repository
        self.environment = environment
        super.init()
        title = repository.fullName
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        presenter.viewDidLoad()
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        presenter.didRequestToggleFavourite()
        return true
    }

    // MARK: - Outputs

    public func showContent(_ content: RepositoryDetailContent) { rootView.show(content) }

    public func showFavourite(_ isFavourite: Bool) { rootView.setFavourite(isFavourite) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
