import GitHubBrowserVocabulary
import StrataNavigation

/// The driver's frame around the browser's screens: a tab bar with a navigation stack per tab.
/// ``AppCoordinator`` opens launch routes through it, so its decisions stay free of any driver.
@MainActor
public protocol BrowserShell<Screen>: BrowserTabSwitching {
    /// The driver's screen type.
    associatedtype Screen

    /// The tab on screen, or `nil` when the tab bar has none.
    var selectedTab: BrowserTab? { get }

    /// The navigation stack of `tab`, which pushes and pops its screens; `nil` when the app has
    /// no such tab.
    func navigation(of tab: BrowserTab) -> (any Transitioner<Screen>)?

    /// The Search tab's screen, which can start a search on request (deep links); `nil` without one.
    var searchLauncher: (any SearchLaunching)? { get }

    /// How many screens the stack of `tab` holds: 1 when only its root screen is there; 0 when the
    /// app has no such tab.
    func stackDepth(of tab: BrowserTab) -> Int

    /// Calls `observer` with the tab each time another screen comes on top of that tab's stack, by
    /// any means — the back key or button, a router, a coordinator. The coordinators end the flows
    /// whose screens left the stack this way. A later call replaces the observer.
    func observeStacks(_ observer: @escaping @MainActor (BrowserTab) -> Void)
}

/// What can switch the browser's tabs: the driver's shell around its tab bar. Routers and the app
/// coordinator hold it weakly.
@MainActor
public protocol BrowserTabSwitching: AnyObject {
    /// The tabs, in order.
    var tabs: [BrowserTab] { get }

    /// Shows `tab`; returns `false` (and changes nothing) when the app has no such tab.
    @discardableResult
    func select(_ tab: BrowserTab) -> Bool
}
