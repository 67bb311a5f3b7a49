#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsMVC
import StrataUIKit

/// Cocoa MVC's favourites controller on UIKit: it observes the shared favourites model and lists
/// it; a tap opens a favourite.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let favourites: FavouritesModel
    private lazy var router = DetailRouter(transitioner: transitioner, favourites: favourites)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the controller over the shared favourites model.
    public init(favourites: FavouritesModel) {
        self.favourites = favourites
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let row = dataSource.item(at: index) else { return }
            router.showDetail(of: row.repository)
        }
        favourites.addObserver { [weak self] model in self?.show(model) }
        show(favourites)
    }

    private func show(_ model: FavouritesModel) {
        dataSource.update(newItems: model.list.rows)
        rootView.showStatus(model.list.status)
    }
}
#endif
