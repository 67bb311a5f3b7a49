import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsMVVM
import PatternsTerminal
import StrataAlert
import StrataCore
import StrataTerminal

/// MVVM's detail screen, bound one way to its view model.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let viewModel: DetailViewModel
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        saveErrorAlert.register { [unowned self] action in viewModel.favourites.didChoose(action) }
        rootView.show(viewModel.content)
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        viewModel.toggleFavourite()
        return true
    }

    private func bind() {
        rootView.setFavourite(viewModel.isFavourite)
        // Read before the visibility check, so the binding tracks it while the screen is hidden.
        let saveFailureAlert = viewModel.favourites.saveFailureAlert
        if isVisible, let alert = saveFailureAlert {
            viewModel.favourites.didShowSaveFailureAlert()
            saveErrorAlert.show(strategy: alert)
        }
    }
}
