import GitHubBrowserDomain
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import PatternsRedux
import PatternsTerminal
import StrataRedux
import StrataTerminal

/// Redux's detail screen: it subscribes to whether its repository is a favourite, dispatches the
/// toggle, and closes itself by dispatching `closeDetail` (Esc), so the route stays the truth.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let repository: Repository
    private let tab: GalleryTab
    private let gallery: GalleryStore
    private lazy var saveErrorAlert = SaveErrorAlert(gallery: gallery, viewController: self)

    /// Creates the detail of `repository`, open on `tab`.
    public init(repository: Repository, tab: GalleryTab, gallery: GalleryStore) {
        self.repository = repository
        self.tab = tab
        self.gallery = gallery
        super.init()
        title = repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.show(RepositoryDetailContent(repository: repository))
        let id = repository.id
        gallery.store.subscribe(select: { $0.favourites.identifiers.contains(id) }) { [weak self] isFavourite in self?.rootView.setFavourite(isFavourite) }.store(in: subscriptions)
        saveErrorAlert.start()
    }

    public override var keyHelp: [KeyHelp] { [GalleryKeys.toggleFavouriteHelp] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case GalleryKeys.toggleFavourite:
            gallery.toggleFavourite(repository)
        case .escape:
            gallery.store.dispatch(.closeDetail(on: tab))
        default:
            return false
        }
        return true
    }
}
