#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataUIKit

/// The Redux app's tab bar on UIKit: a tap on a tab dispatches `selectTab`, and the `Navigator`
/// selects tabs when the state says so. The selected tab is state, like every other part of where
/// the user is.
final class StateTabBarController: TabBarController {
    private let tabSelection: TabSelection

    init(tabs: [BrowserTab], viewControllers: [UIViewController], browser: BrowserStore) {
        tabSelection = TabSelection(tabs: tabs, browser: browser)
        super.init(viewControllers: viewControllers)
        delegate = tabSelection
    }
}

/// The tab bar's delegate (UIKit wants an `NSObject`): tells the store which tab the user tapped.
@MainActor
private final class TabSelection: NSObject, UITabBarControllerDelegate {
    private let tabs: [BrowserTab]
    private unowned let browser: BrowserStore

    init(tabs: [BrowserTab], browser: BrowserStore) {
        self.tabs = tabs
        self.browser = browser
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController }), tabs.indices.contains(index) else { return }
        browser.selectTab(tabs[index])
    }
}
#endif
