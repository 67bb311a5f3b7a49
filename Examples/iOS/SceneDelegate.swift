#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserUIKit
import StrataNavigation
import StrataUIKit

/// The scene delegate: builds the browser when the scene connects and opens how the app was
/// launched — a URL (`strata://repos/apple/swift`), a universal link, a home-screen shortcut,
/// a notification — and the links, activities and shortcuts that arrive later.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// Where the databases live; a test points it at a temporary folder.
    @MainActor static var dataFolder = BrowserFiles.standardFolder

    var window: UIWindow?
    private(set) var browser: UIKitBrowser?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        do {
            let browser = UIKitBrowser(dependencies: try BrowserFiles.dependencies(in: Self.dataFolder))
            self.browser = browser
            browser.connect(to: window, launch: LaunchRoute(connectionOptions: connectionOptions))
        } catch {
            window.rootViewController = StartupFailureViewController(message: "The browser's data cannot be opened: \(error)")
            window.makeKeyAndVisible()
        }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let launch = LaunchRoute(urlContexts: URLContexts) { browser?.coordinator.open(launch: launch) }
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let launch = LaunchRoute(userActivity: userActivity) { browser?.coordinator.open(launch: launch) }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        browser?.coordinator.open(launch: .shortcut(type: shortcutItem.type))
        completionHandler(browser != nil)
    }
}
