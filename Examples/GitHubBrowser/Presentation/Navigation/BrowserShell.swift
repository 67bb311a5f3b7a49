import StrataNavigation

/// The driver's frame around the browser's screens: a tab bar with a navigation stack per tab.
/// ``AppCoordinator`` opens launch routes through it, so its decisions stay free of any driver.
@MainActor
public protocol BrowserShell<Screen>: BrowserTabSwitching {
    /// The driver's screen type.
    associatedtype Screen

    /// The navigation stack of `tab`, which pushes and pops its screens; `nil` when the app has
    /// no such tab.
    func navigation(of tab: BrowserTab) -> (any Transitioner<Screen>)?

    /// The Search tab's screen, which can start a search on request (deep links); `nil` without one.
    var searchLauncher: (any SearchLaunching)? { get }
}
