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

/// The Flux app's Favourites tab on UIKit: a tap opens a favourite, as a `FavouritesIntent` for
/// the same driver-free `FavouritesScreen` as the terminal's.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let makeScreen: @MainActor (FavouritesViewController) -> FavouritesScreen
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel, builder: FluxScreenBuilder) {
        makeScreen = { controller in
            FavouritesScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, rows: controller.dataSource,
                alerts: controller, isVisible: { [unowned controller] in controller.viewIfLoaded?.window != nil },
                router: builder.router(from: controller)
            )
        }
        super.init()
        title = BrowserTab.favourites.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        screen.start()
    }
}
#endif
