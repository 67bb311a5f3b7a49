#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import StrataUIKit
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Favourites tab on UIKit: a tap opens a favourite, as a `FavouritesIntent` for the
/// driver-free `FavouritesScreen`, which draws on the root view.
public final class FavouritesViewController<Presenter: FavouritesPresenterInputs>: ViewController<FavouritesRootView> {
    private let dependencies: FavouritesDependencies
    private let builder: BrowserScreenBuilder
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = FavouritesScreen<Presenter>(
        display: rootView, rows: dataSource, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: FavouritesDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
        title = BrowserTab.favourites.title
    }

    /// Registers the input handlers once and starts the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        screen.start()
    }
}
#endif
