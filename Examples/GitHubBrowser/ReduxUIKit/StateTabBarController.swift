#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserRedux
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// The Redux app's tab bar on UIKit: a tap on a tab dispatches `selectTab`, and the `Navigator`
/// selects tabs and moves their stacks when the state says so. What UIKit does by itself — the back
/// button, the back swipe — it reports through ``onUserPop``, so the state follows.
final class StateTabBarController: TabBarController, StateShell {
    private let tabSelection: TabSelection
    /// The tabs, in order (not `tabs`: iOS 18's tab bar controller has its own `UITab`s).
    private let browserTabs: [BrowserTab]
    private let stacks: [UINavigationController]
    private let stackObserver = NavigationStackObserver()
    /// Told when UIKit showed another screen on a stack: how many screens it holds now, and whose.
    var onUserPop: (@MainActor (Int, BrowserTab) -> Void)?

    init(tabs: [BrowserTab], stacks: [UINavigationController], browser: BrowserStore) {
        tabSelection = TabSelection(tabs: tabs, browser: browser)
        browserTabs = tabs
        self.stacks = stacks
        super.init(viewControllers: stacks)
        delegate = tabSelection
        for stack in stacks { stack.delegate = stackObserver }
        stackObserver.didShow = { [weak self] navigation, _ in
            guard let self, let index = self.stacks.firstIndex(where: { $0 === navigation }) else { return }
            onUserPop?(navigation.viewControllers.count, browserTabs[index])
        }
    }

    func select(_ tab: BrowserTab) {
        if let index = browserTabs.firstIndex(of: tab) { _ = select(index: index) }
    }

    func stack(of tab: BrowserTab) -> (any Transitioner<UIViewController>)? {
        browserTabs.firstIndex(of: tab).map { ViewControllerTransitioner(from: stacks[$0]) }
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
