#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Redux app's Favourites tab on UIKit: a tap opens a favourite, as a `FavouritesIntent` for
/// the same driver-free `FavouritesScreen` as the terminal's.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let browser: BrowserStore
    private lazy var dataSource = FavouritesDataSource(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = FavouritesScreen(
        browser: browser, display: rootView, rows: dataSource, alerts: self, isVisible: { [unowned self] in viewIfLoaded?.window != nil }
    )

    /// Creates the screen of `browser`'s favourites.
    public init(browser: BrowserStore) {
        self.browser = browser
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
