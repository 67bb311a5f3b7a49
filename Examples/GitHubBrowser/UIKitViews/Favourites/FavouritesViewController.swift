#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import StrataUIKit

/// The Favourites tab on UIKit, in every architecture: a tap opens a favourite, as a
/// `FavouritesIntent` for the screen object it is built with.
public final class FavouritesViewController: ScreenViewController<FavouritesRootView, FavouritesDataSource, any FavouritesScreenType> {
    public override func bindControls() {
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
    }
}
#endif
