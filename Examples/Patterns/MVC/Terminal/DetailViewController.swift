import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsMVC
import PatternsTerminal
import StrataTerminal

/// Cocoa MVC's detail controller: shows one repository and toggles it in the shared favourites
/// model, whose notification updates the mark here and on every other screen.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let repository: Repository
    private let favourites: FavouritesModel
    private lazy var toggler = FavouriteToggler(favourites: favourites, viewController: self)

    /// Creates the controller for `repository`.
    public init(repository: Repository, favourites: FavouritesModel) {
        self.repository = repository
        self.favourites = favourites
        super.init()
        title = repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        favourites.addObserver { [weak self] model in self?.showFavourite(model) }
        rootView.show(RepositoryDetailContent(repository: repository))
        rootView.setFavourite(favourites.identifiers.contains(repository.id))
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        guard key == GalleryKeys.toggleFavourite else { return false }
        toggler.toggle(repository)
        return true
    }

    private func showFavourite(_ model: FavouritesModel) {
        rootView.setFavourite(model.identifiers.contains(repository.id))
    }
}
