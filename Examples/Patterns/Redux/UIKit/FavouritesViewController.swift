#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsRedux
import StrataRedux
import StrataUIKit

/// Redux's favourites screen on UIKit: it subscribes to the favourites and to its tab's route; a
/// tap dispatches the detail to show.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let gallery: GalleryStore
    private let navigator: Navigator
    private lazy var saveErrorAlert = SaveErrorAlert(gallery: gallery, viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `gallery`'s store.
    public init(gallery: GalleryStore) {
        self.gallery = gallery
        navigator = Navigator(gallery: gallery, tab: .favourites)
        super.init()
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = gallery.store.state.favourites.repositories[safe: index] else { return }
            gallery.store.dispatch(.showDetail(repository, on: .favourites))
        }
        gallery.store.subscribe(select: \.favourites) { [weak self] favourites in
            guard let screen = self else { return }
            screen.rootView.showStatus(favourites.status)
            screen.dataSource.update(newItems: favourites.rows)
        }.store(in: subscriptions)
        saveErrorAlert.start()
        navigator.start(from: self)
    }
}
#endif
