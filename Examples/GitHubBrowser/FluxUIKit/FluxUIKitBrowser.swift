#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation
import StrataUIKit

/// The Flux app on UIKit: the articles' tab bar and app coordinator — Flux leaves navigation to
/// them — over screens bound to the view models of each feature's container, the same containers
/// as the terminal's `FluxTerminalBrowser`. A scene delegate makes one and calls
/// ``connect(to:launch:)``:
///
/// ```swift
/// let browser = FluxUIKitBrowser(app: FluxBrowser(environment: environment))
/// window = browser.connect(to: UIWindow(windowScene: windowScene), launch: LaunchRoute(connectionOptions: connectionOptions))
/// ```
@MainActor
public final class FluxUIKitBrowser {
    /// The app's features.
    public let app: FluxBrowser
    /// Builds the screens.
    public let builder: FluxScreenBuilder<UIKitDriver>
    /// The tab bar and its navigation stacks.
    public let tabBar: BrowserTabBar
    /// Opens launch routes on the tab bar, and closes pushed screens after a sign-out.
    public let coordinator: AppCoordinator<UIViewController>

    /// Builds the tabs of `tabs` that `app` has screens for, and the coordinator.
    ///
    /// - Parameters:
    ///   - app: The features.
    ///   - tabs: The tabs to show, in order.
    ///   - catalogNote: Where the offline catalog comes from and how old it is; `nil` for a live
    ///     source.
    ///   - launchPaths: Counts how the app was launched, shown on the Account tab; `nil` when the
    ///     app does not measure it.
    ///   - timeZone: The time zone of the dates the screens show.
    public init(
        app: FluxBrowser,
        tabs: [BrowserTab] = BrowserTab.allCases,
        catalogNote: String? = nil,
        launchPaths: LaunchPathRecorder? = nil,
        timeZone: TimeZone = .current
    ) {
        self.app = app
        builder = FluxScreenBuilder(
            app: app, driver: UIKitDriver(), defersRowEvents: true, launchPaths: launchPaths, catalogNote: catalogNote, timeZone: timeZone
        )
        tabBar = BrowserTabBar(tabs: tabs, rootScreen: builder.rootScreen(of:))
        coordinator = builder.coordinator(on: tabBar, alerts: tabBar.tabBarController)
    }

    /// Puts the tab bar in `window` and shows it, starts following the favourites, then starts the
    /// coordinator on `launch` (a launch error becomes an alert, which needs the window; `nil`: the
    /// first tab, not counted as a launch).
    @discardableResult
    public func connect(to window: UIWindow, launch: LaunchRoute?) -> UIWindow {
        window.rootViewController = tabBar.tabBarController
        window.makeKeyAndVisible()
        app.start()
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
