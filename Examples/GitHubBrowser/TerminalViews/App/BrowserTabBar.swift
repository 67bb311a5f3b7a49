import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The browser's frame on the terminal: a tab bar with one navigation controller per tab. It is
/// the `BrowserShell` that the app coordinator and the routers drive.
@MainActor
public final class BrowserTabBar: BrowserShell, NavigationControllerDelegate {
    /// Terminal screens.
    public typealias Screen = BaseViewController

    /// The tab bar, the root screen of the app.
    public let tabBarController: TabBarController
    /// The tabs shown, in order (those the builder could build).
    public let tabs: [BrowserTab]
    private let navigations: [NavigationController]
    private weak var search: (BaseViewController & SearchLaunching)?
    private var stackObserver: (@MainActor (BrowserTab) -> Void)?

    /// Builds the tabs asked for, each in a navigation controller over the screen `rootScreen`
    /// makes for it, skipping those it makes none for: how an app built another way (the Flux app)
    /// gets the same frame. A Search screen that is `SearchLaunching` receives `strata://search`
    /// links.
    public init(tabs requested: [BrowserTab], rootScreen: (BrowserTab) -> BaseViewController?) {
        var tabs: [BrowserTab] = []
        var navigations: [NavigationController] = []
        var search: (BaseViewController & SearchLaunching)?
        for tab in requested where !tabs.contains(tab) {
            guard let screen = rootScreen(tab) else { continue }
            if tab == .search { search = screen as? BaseViewController & SearchLaunching }
            tabs.append(tab)
            navigations.append(NavigationController(rootViewController: screen))
        }
        self.tabs = tabs
        self.navigations = navigations
        self.search = search
        tabBarController = TabBarController(viewControllers: navigations)
        for navigation in navigations { navigation.delegate = self }
    }

    /// Shows `tab`; `false` when the app has no such tab.
    @discardableResult
    public func select(_ tab: BrowserTab) -> Bool {
        guard let index = tabs.firstIndex(of: tab) else { return false }
        tabBarController.select(index: index)
        return true
    }

    /// The tab on screen.
    public var selectedTab: BrowserTab? {
        tabs.indices.contains(tabBarController.selectedIndex) ? tabs[tabBarController.selectedIndex] : nil
    }

    /// The navigation controller of `tab`.
    public func navigation(of tab: BrowserTab) -> (any Transitioner<BaseViewController>)? {
        tabs.firstIndex(of: tab).map { navigations[$0] }
    }

    /// The Search tab's screen.
    public var searchLauncher: (any SearchLaunching)? { search }

    /// How many screens the stack of `tab` holds.
    public func stackDepth(of tab: BrowserTab) -> Int {
        tabs.firstIndex(of: tab).map { navigations[$0].viewControllers.count } ?? 0
    }

    /// The app runs again after a stop (`Application.didResume`): tells the screen on top of the
    /// selected tab, if it `ReloadsWhenActive`. A screen presented over the tab bar (the sign-in
    /// sheet) is the one on screen, so nothing under it reloads.
    public func didBecomeActive() {
        guard tabBarController.presentedViewController == nil,
              let navigation = tabBarController.selectedViewController as? NavigationController
        else { return }
        (navigation.topViewController as? ReloadsWhenActive)?.didBecomeActive()
    }

    /// Calls `observer` with the tab whenever another screen comes on top of its stack.
    public func observeStacks(_ observer: @escaping @MainActor (BrowserTab) -> Void) {
        stackObserver = observer
    }

    /// A tab's stack changed: tells the observer which tab.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: BaseViewController) {
        guard let index = navigations.firstIndex(where: { $0 === navigationController }) else { return }
        stackObserver?(tabs[index])
    }
}
