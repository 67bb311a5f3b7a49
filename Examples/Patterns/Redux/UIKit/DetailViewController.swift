#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsRedux
import StrataRedux
import StrataUIKit

/// Redux's detail screen on UIKit: it subscribes to whether its repository is a favourite and
/// dispatches the toggle when the favourite button is tapped. Going back is UIKit's back button;
/// the tab's navigator tells the store.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let repository: Repository
    private let gallery: GalleryStore
    private lazy var saveErrorAlert = SaveErrorAlert(gallery: gallery, viewController: self)

    /// Creates the detail of `repository` over `gallery`'s store.
    public init(repository: Repository, gallery: GalleryStore) {
        self.repository = repository
        self.gallery = gallery
        super.init()
        title = repository.fullName
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in gallery.toggleFavourite(repository) }, for: .touchUpInside)
        rootView.show(RepositoryDetailContent(repository: repository))
        let id = repository.id
        gallery.store.subscribe(select: { $0.favourites.identifiers.contains(id) }) { [weak self] isFavourite in self?.rootView.setFavourite(isFavourite) }.store(in: subscriptions)
        saveErrorAlert.start()
    }
}
#endif
