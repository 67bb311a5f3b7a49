import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVPSupervisingController
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVP (supervising controller)'s detail screen: it observes the favourites model for its mark.
/// Generic over the presenter it builds, by the presenter's inputs
/// (`DetailViewController<DetailPresenter>` in the gallery).
public final class DetailViewController<Presenter: DetailPresenterInputs>: ViewController<RepositoryDetailRootView>, DetailView {
    private let favourites: any FavouritesModelType
    private let environment: GalleryEnvironment
    private let repository: Repository
    private lazy var presenter = Presenter(view: self, repository: repository, environment: environment)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `repository`.
    public init(repository: Repository, favourites: any FavouritesModelType, environment: GalleryEnvironment) {
        self.repository = repository
        self.favourites = favourites
        self.environment = environment
        super.init()
        title = repository.fullName
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        rootView.show(RepositoryDetailContent(repository: repository))
        ContinuousObservation.observe(self) { screen in
            screen.rootView.setFavourite(screen.favourites.identifiers.contains(screen.repository.id))
        }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        presenter.didRequestToggleFavourite()
        return true
    }

    // MARK: - Outputs

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
