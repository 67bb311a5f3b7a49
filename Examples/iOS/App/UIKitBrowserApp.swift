#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserApplication
import Foundation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit
import GitHubBrowserPresentation
import GitHubBrowserUIKit
import GitHubBrowserFlux
import GitHubBrowserFluxUIKit
import GitHubBrowserRedux
import GitHubBrowserReduxUIKit

/// One architecture's whole browser on UIKit, as the scene delegate runs it: whichever the app was
/// told to run (``ArchitectureChoice``), built by ``make(_:environment:launchPaths:)``. The
/// architectures never see one another; `strata lint` proves it from the package's manifest.
@MainActor
public protocol UIKitBrowserApp: AnyObject {
    /// The tabs shown, in order.
    var tabs: [BrowserTab] { get }
    /// The tab bar, the window's root.
    var tabBarController: UITabBarController { get }
    /// Puts the tab bar in `window`, shows it and opens `launch` (`nil`: the first tab, not counted
    /// as a launch — the app runs the client anew).
    @discardableResult
    func connect(to window: UIWindow, launch: LaunchRoute?) -> UIWindow
    /// Opens a launch that reached the running app (a link, a shortcut, a notification…).
    func open(launch: LaunchRoute)
    /// The scene became active again after leaving the foreground (never at the first activation,
    /// at launch): the screen on top reloads what its refresh would, if its data is older than
    /// `BrowserDefaults.activeReloadInterval` and comes from a source that changes.
    func didBecomeActive()
}

/// Builds the app of the chosen architecture.
@MainActor
public enum UIKitBrowserApps {
    /// The app of `architecture` over `environment`, counting launches with `launchPaths`.
    public static func make(
        _ architecture: BrowserArchitecture, environment: BrowserEnvironment, launchPaths: LaunchPathRecorder?
    ) -> any UIKitBrowserApp {
        switch architecture {
        case .mvp:
            return UIKitBrowser(dependencies: BrowserDependencies(environment: environment, launchPaths: launchPaths))
        case .flux:
            return FluxUIKitBrowser(app: FluxBrowser(environment: environment), catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths)
        case .redux:
            return ReduxUIKitBrowser(browser: BrowserStore(environment: environment), catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths)
        }
    }
}

extension UIKitBrowser: UIKitBrowserApp {
    /// The tabs shown, in order.
    public var tabs: [BrowserTab] { tabBar.tabs }
    /// The tab bar, the window's root.
    public var tabBarController: UITabBarController { tabBar.tabBarController }
    /// Opens `launch` through the app coordinator.
    public func open(launch: LaunchRoute) { coordinator.open(launch: launch) }
}

extension FluxUIKitBrowser: UIKitBrowserApp {
    /// The tabs shown, in order.
    public var tabs: [BrowserTab] { tabBar.tabs }
    /// The tab bar, the window's root.
    public var tabBarController: UITabBarController { tabBar.tabBarController }
    /// Opens `launch` through the app coordinator.
    public func open(launch: LaunchRoute) { coordinator.open(launch: launch) }
}

extension ReduxUIKitBrowser: UIKitBrowserApp {}
#endif
