#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit
#if canImport(GitHubBrowserUIKit)
import GitHubBrowserPresentation
import GitHubBrowserUIKit
#endif
#if canImport(GitHubBrowserFluxUIKit)
import GitHubBrowserFlux
import GitHubBrowserFluxUIKit
#endif
#if canImport(GitHubBrowserReduxUIKit)
import GitHubBrowserRedux
import GitHubBrowserReduxUIKit
#endif

/// One architecture's whole browser on UIKit, as the scene delegate runs it: whichever the app was
/// told to run (``ArchitectureChoice``), built by ``make(_:environment:launchPaths:)``. Each
/// architecture is reached behind `#if canImport`, so the app builds with any of them deleted.
@MainActor
public protocol UIKitBrowserApp: AnyObject {
    /// The tabs shown, in order.
    var tabs: [BrowserTab] { get }
    /// The tab bar, the window's root.
    var tabBarController: UITabBarController { get }
    /// Puts the tab bar in `window`, shows it and opens `launch`.
    @discardableResult
    func connect(to window: UIWindow, launch: LaunchRoute) -> UIWindow
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
    ///
    /// - Throws: ``ArchitectureChoiceError/unavailable(_:)`` when this build lacks `architecture`.
    public static func make(
        _ architecture: BrowserArchitecture, environment: BrowserEnvironment, launchPaths: LaunchPathRecorder?
    ) throws(ArchitectureChoiceError) -> any UIKitBrowserApp {
        switch architecture {
        case .mvp:
            #if canImport(GitHubBrowserUIKit)
            return UIKitBrowser(dependencies: BrowserDependencies(environment: environment, launchPaths: launchPaths))
            #else
            throw .unavailable(.mvp)
            #endif
        case .flux:
            #if canImport(GitHubBrowserFluxUIKit)
            return FluxUIKitBrowser(app: FluxBrowser(environment: environment), catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths)
            #else
            throw .unavailable(.flux)
            #endif
        case .redux:
            #if canImport(GitHubBrowserReduxUIKit)
            return ReduxUIKitBrowser(browser: BrowserStore(environment: environment), catalogNote: environment.builtInCatalog?.note, launchPaths: launchPaths)
            #else
            throw .unavailable(.redux)
            #endif
        }
    }
}

#if canImport(GitHubBrowserUIKit)
extension UIKitBrowser: UIKitBrowserApp {
    /// The tabs shown, in order.
    public var tabs: [BrowserTab] { tabBar.tabs }
    /// The tab bar, the window's root.
    public var tabBarController: UITabBarController { tabBar.tabBarController }
    /// Opens `launch` through the app coordinator.
    public func open(launch: LaunchRoute) { coordinator.open(launch: launch) }
}
#endif

#if canImport(GitHubBrowserFluxUIKit)
extension FluxUIKitBrowser: UIKitBrowserApp {
    /// The tabs shown, in order.
    public var tabs: [BrowserTab] { tabBar.tabs }
    /// The tab bar, the window's root.
    public var tabBarController: UITabBarController { tabBar.tabBarController }
    /// Opens `launch` through the app coordinator.
    public func open(launch: LaunchRoute) { coordinator.open(launch: launch) }
}
#endif

#if canImport(GitHubBrowserReduxUIKit)
extension ReduxUIKitBrowser: UIKitBrowserApp {}
#endif
#endif
