#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserVocabulary
import SampleUIKitScreens
import StrataNavigation
import StrataUIKit

/// The scene delegate: builds the browser — MVP, Flux or Redux, as ``ArchitectureChoice`` reads from
/// the ``settings`` (`-architecture flux`) — when the scene connects and opens how the app was
/// launched — a URL (`strata://repos/apple/swift`), a universal link, a Spotlight result, a
/// home-screen shortcut, a notification — and the links, activities, shortcuts and tapped
/// notifications that arrive later. Every launch is counted (the Account screen shows the counts) and the favourites are
/// kept in Spotlight. When the scene becomes active again after leaving the foreground (the book's
/// ch.15 Redux app reloads then), the browser's screen on top reloads if its data is old enough
/// (``UIKitBrowserApp/didBecomeActive()``); the first activation, at launch, loads as usual.
///
/// UIKit creates it from the scene manifest, so what it is built with is set once, at launch, by
/// the app delegate: ``storage`` (and, in tests, ``dataFolder`` and ``settings``).
public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// How the app's data is opened; the app delegate sets it before the first scene connects.
    @MainActor public static var storage: (any BrowserStorage)?
    /// Where the app's data lives; a test points it at a temporary folder.
    @MainActor public static var dataFolder = BrowserFolder.standard
    /// Where the architecture is chosen (the `architecture` key, which the launch argument
    /// `-architecture NAME` sets), and the device flow's client ID (`-client-id ID`, see
    /// ``ClientIDChoice``); a test hands it defaults of its own.
    @MainActor public static var settings = UserDefaults.standard

    public var window: UIWindow?
    /// The browser of the chosen architecture, once the scene is connected and its data opened.
    public private(set) var browser: (any UIKitBrowserApp)?
    // The launches counted, and whether they may be saved (not over a file the app could not read).
    private(set) var launchPaths: (recorder: LaunchPathRecorder, isSaved: Bool)?
    private var spotlight: FavouritesSpotlight?
    /// Whether the scene resigned active (or went to the background) since it was last active: the
    /// next activation is a return, not the launch.
    private var hasLeftForeground = false
    /// What the client runs on, once opened: it outlives a change of architecture.
    private var data: BrowserData?

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        self.window = window
        do {
            guard let storage = Self.storage else { throw StartupProblem.noStorage }
            // A setting that names no architecture opens nothing.
            let architecture = try ArchitectureChoice.read(from: Self.settings)
            let clientID = try ClientIDChoice.read(from: Self.settings)
            let data = try storage.open(in: Self.dataFolder, clientID: clientID)
            // A file the app cannot read is left as it is: this run's launches are counted, not saved.
            let saved = storage.savedLaunchCounts(in: Self.dataFolder)
            launchPaths = (LaunchPathRecorder(counts: saved ?? [:]), saved != nil)
            self.data = data
            spotlight = FavouritesSpotlight(favourites: data.environment.observeFavourites)
            spotlight?.start()
            run(architecture, launch: LaunchRoute(connectionOptions: connectionOptions))
            saveLaunchPaths()
        } catch let error as ArchitectureChoiceError {
            window.rootViewController = StartupFailureViewController(message: error.description)
            window.makeKeyAndVisible()
        } catch let error as ClientIDChoiceError {
            window.rootViewController = StartupFailureViewController(message: error.description)
            window.makeKeyAndVisible()
        } catch {
            window.rootViewController = StartupFailureViewController(message: "The browser's data cannot be opened: \(error)")
            window.makeKeyAndVisible()
        }
    }

    /// Runs the GitHub client in `architecture` in the window, opening `launch` (`nil`: its first
    /// tab, counting nothing), with the Book and Settings tabs after its own.
    private func run(_ architecture: BrowserArchitecture, launch: LaunchRoute?) {
        guard let window, let data, let launchPaths else { return }
        let browser = UIKitBrowserApps.make(architecture, environment: data.environment, launchPaths: launchPaths.recorder)
        self.browser = browser
        if let directory = data.bookDirectory {
            // Chapters 14 and 15 run the client in their architecture, on its Search tab.
            let clients = BookClients(
                flux: .action { [weak self] in self?.switchArchitecture(to: .flux, showing: .search) },
                redux: .action { [weak self] in self?.switchArchitecture(to: .redux, showing: .search) }
            )
            BookTab.add(to: browser.tabBarController, directory: directory, gallery: data.bookGallery, clients: clients)
        }
        SettingsTab.add(to: browser, architecture: architecture) { [weak self] chosen in self?.switchArchitecture(to: chosen) }
        browser.connect(to: window, launch: launch)
    }

    /// Runs the client in `architecture` from now on, and on every launch after (the setting
    /// `ArchitectureChoice` reads): a client of the new architecture replaces the old one in the
    /// window, over the same data and launch counts, on its first tab — starting it is not a
    /// launch of the app, so nothing is counted — and the Settings tab is shown again.
    /// `tab`, when given, is shown instead (the Book's chapters 14 and 15 open the Search tab).
    public func switchArchitecture(to architecture: BrowserArchitecture, showing tab: BrowserTab? = nil) {
        Self.settings.set(architecture.rawValue, forKey: ArchitectureChoice.key)
        run(architecture, launch: nil)
        guard let browser else { return }
        let tabBarController = browser.tabBarController
        if let tab, let index = browser.tabs.firstIndex(of: tab) {
            tabBarController.selectedViewController = tabBarController.viewControllers?[index]
        } else {
            tabBarController.selectedViewController = tabBarController.viewControllers?.last
        }
    }

    public func sceneWillResignActive(_ scene: UIScene) {
        hasLeftForeground = true
    }

    public func sceneDidEnterBackground(_ scene: UIScene) {
        hasLeftForeground = true
    }

    /// Back in the foreground after having left it: the browser reloads the screen on top if its
    /// data is old enough. The first activation, at launch, does nothing more.
    public func sceneDidBecomeActive(_ scene: UIScene) {
        guard hasLeftForeground else { return }
        hasLeftForeground = false
        browser?.didBecomeActive()
    }

    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        if let launch = LaunchRoute(urlContexts: URLContexts) { open(launch) }
    }

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if let launch = LaunchRoute(userActivity: userActivity) { open(launch) }
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        open(.shortcut(type: shortcutItem.type))
        completionHandler(browser != nil)
    }

    /// Opens a notification the user tapped while the app runs (the app delegate, which the
    /// notification center tells, hands it here), as a launch notification is opened, and counts it.
    public func open(notificationResponse response: UNNotificationResponse) {
        open(LaunchRoute(notificationUserInfo: response.notification.request.content.userInfo))
    }

    /// Opens a launch that reached the running app, and counts it.
    private func open(_ launch: LaunchRoute) {
        browser?.open(launch: launch)
        saveLaunchPaths()
    }

    /// Keeps the counts for the next launch; a file that cannot be written loses only the counts.
    private func saveLaunchPaths() {
        guard let launchPaths, launchPaths.isSaved, let storage = Self.storage else { return }
        storage.saveLaunchCounts(launchPaths.recorder.counts, in: Self.dataFolder)
    }
}

/// Why the app could not start, beyond what its storage reports.
enum StartupProblem: Error, CustomStringConvertible {
    /// The app delegate did not say how to open the data (a programming mistake).
    case noStorage

    var description: String {
        switch self {
        case .noStorage: "the app delegate set no storage (SceneDelegate.storage)"
        }
    }
}
#endif
