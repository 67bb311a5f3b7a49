#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserIOSStorage
import GitHubBrowserInfrastructure
import GitHubBrowserTestSupport
import GitHubBrowserUIKitViews
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The iOS app's scene delegate, as UIKit calls it, over the app's real storage (SQLite) in a
/// temporary folder.
@MainActor
@Suite("iOS app: scene delegate", .serialized, .simulatedUIKit)
struct SceneDelegateTests {
    /// A new folder for one test, and the scene delegate's settings pointing at it.
    func useNewFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ios-\(UUID().uuidString)")
        SceneDelegate.dataFolder = folder
        SceneDelegate.storage = BrowserFiles()
        SceneDelegate.settings = UserDefaults(suiteName: "strata-ios-\(UUID().uuidString)") ?? .standard
        return folder
    }

    /// A scene delegate connected as UIKit does, with `options`.
    func connect(_ options: UIScene.ConnectionOptions = .init()) -> SceneDelegate {
        let delegate = SceneDelegate()
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: options)
        return delegate
    }

    @Test("connecting a scene builds the browser on the real Infrastructure and shows the four tabs, the Book and Settings in a visible window")
    func connects() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var delegate: SceneDelegate?
        let violations = SimulatedUIKit.violations { delegate = connect() }
        #expect(violations.isEmpty)
        let window = try #require(delegate?.window)
        #expect(window.isKeyWindow)
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers?.count == 6, "the browser's four tabs, the Book and Settings")
        #expect(delegate?.browser?.tabs == [.search, .favourites, .publicRepositories, .account])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("browser.sqlite").path))
    }

    @Test("launches are counted across launches, in a file only the app can read; a damaged file is left as it is")
    func launchPathsPersist() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = connect()
        let second = connect(.init(shortcutItem: UIApplicationShortcutItem(type: AppRoute.searchShortcut, localizedTitle: "Search")))
        second.scene(UIWindowScene(), openURLContexts: [UIOpenURLContext(url: try #require(URL(string: "strata://repos/apple/swift")))])
        let file = LaunchPathFile(folder: folder)
        #expect(try file.load() == [.normal: 1, .shortcut: 1, .urlScheme: 1])
        let mode = try FileManager.default.attributesOfItem(atPath: file.url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        try Data("{not json".utf8).write(to: file.url)
        _ = connect()
        #expect(try Data(contentsOf: file.url) == Data("{not json".utf8), "a damaged file is not written over")
        try Data(#"{"normal": 3, "teleport": 9, "shortcut": -4}"#.utf8).write(to: file.url)
        #expect(try file.load() == [.normal: 3], "unknown kinds and negative counts are dropped")
    }

    @Test("a Spotlight result and a shortcut that reach the running app open the detail and the Search tab")
    func continuations() async throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = connect()
        let browser = try #require(delegate.browser)
        browser.tabBarController.selectedIndex = 1
        let result = NSUserActivity(activityType: CSSearchableItemActionType)
        result.userInfo = [CSSearchableItemActivityIdentifier: "repos/apple/swift"]
        delegate.scene(UIWindowScene(), continue: result)
        let search = try #require(browser.tabBarController.viewControllers?.first as? UINavigationController)
        #expect(browser.tabBarController.selectedIndex == 0)
        #expect(search.viewControllers.count == 2, "the detail is pushed on Search")

        var handled: Bool?
        delegate.windowScene(
            UIWindowScene(),
            performActionFor: UIApplicationShortcutItem(type: AppRoute.searchShortcut, localizedTitle: "Search"),
            completionHandler: { handled = $0 }
        )
        #expect(handled == true)
        #expect(search.viewControllers.count == 1, "the shortcut shows the Search screen itself")
        #expect(try LaunchPathFile(folder: folder).load() == [.normal: 1, .spotlight: 1, .shortcut: 1])
    }

    @Test("a notification tapped while the app runs is opened like a launch notification: the app delegate, the notification center's delegate, hands it to its scene")
    func notificationWhileRunning() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let appDelegate = BrowserAppDelegate()
        #expect(appDelegate.application(UIApplication(), didFinishLaunchingWithOptions: nil))
        let center = UNUserNotificationCenter.current()
        #expect(center.delegate === appDelegate, "the app delegate is the center's delegate once launching ends")

        let scene = UIWindowScene()
        let sceneDelegate = SceneDelegate()
        scene.delegate = sceneDelegate
        sceneDelegate.scene(scene, willConnectTo: UISceneSession(), options: .init())
        let browser = try #require(sceneDelegate.browser)
        browser.tabBarController.selectedIndex = 3

        var shown: UNNotificationPresentationOptions?
        let arriving = UNNotificationResponse(userInfo: [AppRoute.notificationRepositoryKey: "apple/swift"], targetScene: scene)
        center.delegate?.userNotificationCenter(center, willPresent: arriving.notification) { shown = $0 }
        #expect(shown == [.banner, .list], "a notification arriving in front is shown")

        var completed = false
        center.delegate?.userNotificationCenter(center, didReceive: arriving) { completed = true }
        #expect(completed)
        let search = try #require(browser.tabBarController.viewControllers?.first as? UINavigationController)
        #expect(browser.tabBarController.selectedIndex == 0)
        #expect(search.viewControllers.count == 2, "the repository's detail is pushed on Search")
        #expect(try LaunchPathFile(folder: folder).load() == [.normal: 1, .notification: 1])

        // A response for no scene of this app opens nothing, and still completes.
        completed = false
        center.delegate?.userNotificationCenter(center, didReceive: UNNotificationResponse(userInfo: [AppRoute.notificationRepositoryKey: "apple/swift-nio"])) { completed = true }
        #expect(completed)
        #expect(search.viewControllers.count == 2)
        center.delegate = nil
    }

    @Test("the favourites are kept in Spotlight: each change replaces the app's entries")
    func spotlightFollowsTheFavourites() async throws {
        let favourites = InMemoryFavourites([SampleRepositories.grdb])
        let indexed = IndexedEntries()
        let spotlight = FavouritesSpotlight(favourites: ObserveFavourites(favourites: favourites)) { await indexed.record($0) }
        spotlight.start()
        #expect(await eventually { indexed.last == [SpotlightEntry(SampleRepositories.grdb)] })
        try await favourites.add(SampleRepositories.nio)
        #expect(await eventually { indexed.last?.count == 2 })
        let identifiers = indexed.last?.map(\.identifier) ?? []
        #expect(Set(identifiers) == ["repos/groue/GRDB.swift", "repos/apple/swift-nio"])
        spotlight.stop()
    }

    @Test("with no storage or a folder that cannot hold the databases, the app shows why instead of crashing")
    func failure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ios-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        SceneDelegate.dataFolder = file
        SceneDelegate.storage = BrowserFiles()
        SceneDelegate.settings = UserDefaults(suiteName: "strata-ios-\(UUID().uuidString)") ?? .standard
        let delegate = connect()
        #expect(delegate.browser == nil)
        #expect(delegate.window?.rootViewController is StartupFailureViewController)

        SceneDelegate.storage = nil
        let unset = connect()
        #expect(unset.browser == nil)
        #expect(unset.window?.rootViewController is StartupFailureViewController)
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8), "nothing was written over the file")
    }
}

/// The entries handed to Spotlight, in order.
@MainActor
final class IndexedEntries {
    private(set) var all: [[SpotlightEntry]] = []
    var last: [SpotlightEntry]? { all.last }
    func record(_ entries: [SpotlightEntry]) { all.append(entries) }
}
#endif
