#if os(iOS) || os(Linux)
import Foundation
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The browser's frame on UIKit: a tab bar with one navigation controller per tab (Search,
/// Favourites, Public, Account). It is the `BrowserShell` that the app coordinator and the routers
/// drive.
@MainActor
public final class BrowserTabBar: BrowserShell {
    /// UIKit screens.
    public typealias Screen = UIViewController

    /// The tab bar, the window's root.
    public let tabBarController: TabBarController
    /// The tabs shown, in order (those the builder could build).
    public let tabs: [BrowserTab]
    private let navigations: [ViewControllerTransitioner]
    private let navigationControllers: [UINavigationController]
    private weak var search: (UIViewController & SearchLaunching)?
    private let stackObserver = NavigationStackObserver()

    /// Builds the tabs asked for, each in a navigation controller over the screen `rootScreen`
    /// makes for it, skipping those it makes none for: how every architecture's app (MVP, Flux)
    /// gets the same frame. A Search screen that is `SearchLaunching` receives `strata://search`
    /// links.
    public init(tabs requested: [BrowserTab], rootScreen: (BrowserTab) -> UIViewController?) {
        var tabs: [BrowserTab] = []
        var controllers: [UINavigationController] = []
        var search: (UIViewController & SearchLaunching)?
        for tab in requested where !tabs.contains(tab) {
            guard let screen = rootScreen(tab) else { continue }
            if tab == .search { search = screen as? UIViewController & SearchLaunching }
            tabs.append(tab)
            controllers.append(UINavigationController(rootViewController: screen))
        }
        self.tabs = tabs
        self.search = search
        navigations = controllers.map { ViewControllerTransitioner(from: $0) }
        navigationControllers = controllers
        tabBarController = TabBarController(viewControllers: controllers)
        for controller in controllers { controller.delegate = stackObserver }
    }

    /// Shows `tab`; `false` when the app has no such tab.
    @discardableResult
    public func select(_ tab: BrowserTab) -> Bool {
        guard let index = tabs.firstIndex(of: tab) else { return false }
        return tabBarController.select(index: index)
    }

    /// The tab on screen.
    public var selectedTab: BrowserTab? {
        tabs.indices.contains(tabBarController.selectedIndex) ? tabs[tabBarController.selectedIndex] : nil
    }

    /// The navigation stack of `tab`.
    public func navigation(of tab: BrowserTab) -> (any Transitioner<UIViewController>)? {
        tabs.firstIndex(of: tab).map { navigations[$0] }
    }

    /// The Search tab's screen.
    public var searchLauncher: (any SearchLaunching)? { search }

    /// How many screens the stack of `tab` holds.
    public func stackDepth(of tab: BrowserTab) -> Int {
        tabs.firstIndex(of: tab).map { navigationControllers[$0].viewControllers.count } ?? 0
    }

    /// The scene became active again after leaving the foreground: tells the screen on top of the
    /// selected tab, if it `ReloadsWhenActive`. A screen presented over the tab bar (the sign-in
    /// sheet) is the one on screen, so nothing under it reloads.
    public func didBecomeActive() {
        guard tabBarController.presentedViewController == nil,
              let navigation = tabBarController.selectedViewController as? UINavigationController
        else { return }
        (navigation.topViewController as? ReloadsWhenActive)?.didBecomeActive()
    }

    /// Calls `observer` with the tab whenever another screen comes on top of its stack (UIKit's
    /// `navigationController(_:didShow:animated:)`, so a back swipe that is abandoned changes
    /// nothing).
    public func observeStacks(_ observer: @escaping @MainActor (BrowserTab) -> Void) {
        stackObserver.didShow = { [weak self] navigationController, _ in
            guard let self, let index = navigationControllers.firstIndex(where: { $0 === navigationController }) else { return }
            observer(tabs[index])
        }
    }
}
#endif
