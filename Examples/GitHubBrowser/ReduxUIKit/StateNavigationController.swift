#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserVocabulary

/// One tab's navigation stack in the Redux app on UIKit: the `Navigator` pushes and pops it when
/// the state says so. The back button and the back swipe pop it as UIKit does; the `Navigator`
/// hears it and dispatches `pop`, so the state's stack follows what the user did.
final class StateNavigationController: UINavigationController {
    /// The tab whose stack this is (not `tab`: UIKit 18 names a view controller's `UITab` so).
    let browserTab: BrowserTab

    init(tab: BrowserTab, rootViewController: UIViewController) {
        self.browserTab = tab
        super.init(rootViewController: rootViewController)
    }

    @available(*, unavailable, message: "Stacks are created with init(tab:rootViewController:)")
    required init?(coder: NSCoder) {
        return nil
    }
}
#endif
