#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// The Favourites tab on UIKit, in every architecture: a tap opens a favourite, as a
/// `FavouritesIntent` for the screen object it is built with.
public final class FavouritesViewController: ScreenViewController<FavouritesRootView, FavouritesDataSource, any FavouritesScreenType> {
    public override func bindControls() {
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
    }
}

extension UIKitDriver: FavouritesHosting {
    public func favourites(screen: @escaping MakeFavouritesScreen) -> UIViewController {
        FavouritesViewController(title: BrowserTab.favourites.title, rows: { FavouritesDataSource(tableView: $0.tableView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
