#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataAlert
import StrataNavigation
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The whole browser on UIKit: the screen builder, the tab bar and the app coordinator, over one
/// `BrowserDependencies` value. A scene delegate makes one and calls `connect(to:launch:)`:
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
///     guard let windowScene = scene as? UIWindowScene else { return }
///     window = browser.connect(to: UIWindow(windowScene: windowScene), launch: LaunchRoute(connectionOptions: connectionOptions))
/// }
/// ```
@MainActor
public final class UIKitBrowser {
    /// Builds the screens.
    public let builder: BrowserScreenBuilder<UIKitDriver>
    /// The tab bar and its navigation stacks.
    public let tabBar: BrowserTabBar
    /// Opens launch routes on the tab bar.
    public let coordinator: AppCoordinator<UIViewController>

    /// Builds the browser's tabs (those of `tabs` that `dependencies` can build) and its coordinator.
    public init(dependencies: BrowserDependencies, tabs: [BrowserTab] = BrowserTab.allCases) {
        builder = BrowserScreenBuilder(dependencies: dependencies, driver: UIKitDriver())
        tabBar = BrowserTabBar(tabs: tabs, rootScreen: builder.rootScreen(of:))
        coordinator = builder.coordinator(on: tabBar, alerts: tabBar.tabBarController)
    }

    /// Puts the tab bar in `window`, shows the window, then starts the coordinator on `launch` (a
    /// launch error becomes an alert, which needs the window; `nil`: the first tab, not counted as
    /// a launch).
    @discardableResult
    public func connect(to window: UIWindow, launch: LaunchRoute?) -> UIWindow {
        window.rootViewController = tabBar.tabBarController
        window.makeKeyAndVisible()
        coordinator.start(launch: launch)
        return window
    }

    /// The scene became active again after leaving the foreground: the screen on top of the
    /// selected tab reloads if its data is old enough (the tab bar's `didBecomeActive()`).
    public func didBecomeActive() {
        tabBar.didBecomeActive()
    }
}
#endif
