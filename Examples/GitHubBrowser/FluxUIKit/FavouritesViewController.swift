#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Flux app's Favourites tab on UIKit: it binds the shared `FavouritesRootView` to the same
/// `FavouritesViewModel` as the terminal's screen; a tap opens a detail on this tab (through the
/// router).
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let viewModel: FavouritesViewModel
    private let builder: FluxScreenBuilder
    private lazy var saveFailureAlert = SaveFailureAlert(
        favourites: builder.app.favourites, viewController: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel, builder: FluxScreenBuilder) {
        self.viewModel = viewModel
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in
            guard let repository = viewModel.repository(at: index) else { return }
            builder.router(from: self).showDetail(of: repository.id)
        }
        saveFailureAlert.start()
        viewModel.observe { [unowned self] in render() }
        render()
    }

    private func render() {
        if let rows = viewModel.rows { dataSource.update(newItems: rows) }
        rootView.showStatus(viewModel.status)
    }
}
#endif
