import Foundation

/// Apple: `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
    /// Apple: `var delegate: (any UISceneDelegate)? { get set }` (held strongly, as UIKit does).
    public var delegate: (any UISceneDelegate)?

    /// Apple: `@MainActor class ConnectionOptions : NSObject`. UIKit creates them; the simulation
    /// lets a test create one with its own initialiser.
    @MainActor
    public final class ConnectionOptions {
        /// Apple: `var urlContexts: Set<UIOpenURLContext> { get }`.
        public let urlContexts: Set<UIOpenURLContext>
        /// Apple: `var userActivities: Set<NSUserActivity> { get }`.
        public let userActivities: Set<NSUserActivity>
        /// Apple: `var shortcutItem: UIApplicationShortcutItem? { get }`.
        public let shortcutItem: UIApplicationShortcutItem?
        /// Apple: `var notificationResponse: UNNotificationResponse? { get }`.
        public let notificationResponse: UNNotificationResponse?

        /// Simulation only: the options UIKit would pass for a launch.
        public init(
            urlContexts: Set<UIOpenURLContext> = [],
            userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil,
            notificationResponse: UNNotificationResponse? = nil
        ) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            self.notificationResponse = notificationResponse
        }
    }
}

/// Apple: `@MainActor class UIWindowScene : UIScene`.
@MainActor
open class UIWindowScene: UIScene {}

/// Apple: `@MainActor class UISceneSession : NSObject`.
@MainActor
public final class UISceneSession {
    /// Simulation only: a session for a test's scene.
    public init() {}
}

/// Apple: `@MainActor class UIOpenURLContext : NSObject` (hashable by identity, as an `NSObject`).
@MainActor
public final class UIOpenURLContext: Hashable {
    /// Apple: `var url: URL { get }`.
    public let url: URL

    /// Simulation only: the context of a URL opened by the system.
    public init(url: URL) {
        self.url = url
    }

    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Apple: `class UIApplicationShortcutItem : NSObject` (not main-actor isolated, nor here).
public final class UIApplicationShortcutItem {
    /// Apple: `var type: String { get }`.
    public let type: String
    /// Apple: `var localizedTitle: String { get }`.
    public let localizedTitle: String

    /// Apple: `convenience init(type: String, localizedTitle: String)`.
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}

/// Apple: `@MainActor protocol UISceneDelegate : NSObjectProtocol` (all its methods are optional
/// there; here they have empty default implementations).
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// Apple: `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)`.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Apple: `optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Apple: `optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Apple: `optional func sceneDidBecomeActive(_ scene: UIScene)`.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Apple: `optional func sceneWillResignActive(_ scene: UIScene)`.
    func sceneWillResignActive(_ scene: UIScene)
    /// Apple: `optional func sceneDidEnterBackground(_ scene: UIScene)`.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Apple: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Apple: `optional var window: UIWindow? { get set }`.
    var window: UIWindow? { get set }
    /// Apple: `optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem:
    /// UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)`.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// No window: UIKit's requirement is optional, so a delegate that declares none compiles.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}

/// Apple: `@MainActor class UIApplication : UIResponder`. Declared for the app delegate's
/// signatures; the simulation runs no application.
@MainActor
open class UIApplication: UIResponder {
    /// Apple: `struct LaunchOptionsKey` (a raw-representable string key).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Apple: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol` (all optional there; here
/// with the default UIKit assumes).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Apple: `optional func application(_ application: UIApplication, didFinishLaunchingWithOptions
    /// launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

/// Apple (Foundation): `let NSUserActivityTypeBrowsingWeb: String`. Absent from Foundation on
/// Linux, so the simulation declares it.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Apple (CoreSpotlight): `let CSSearchableItemActionType: String` — the activity type of a
/// continued Spotlight result. CoreSpotlight does not exist on Linux, so the simulation declares it
/// (with Apple's value).
public let CSSearchableItemActionType = "com.apple.corespotlight.item"

/// Apple (CoreSpotlight): `let CSSearchableItemActivityIdentifier: String` — the `userInfo` key of
/// a continued Spotlight result that holds the unique identifier of the item the app indexed.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// Apple (Foundation): `class NSUserActivity : NSObject` (hashable by identity). Absent from
/// Foundation on Linux, so the simulation declares the part a scene delegate reads. Not main-actor
/// isolated, as in Foundation.
public final class NSUserActivity: Hashable {
    /// Apple: `var activityType: String { get }`.
    public let activityType: String
    /// Apple: `var webpageURL: URL? { get set }`.
    public var webpageURL: URL?
    /// Apple: `var userInfo: [AnyHashable : Any]? { get set }`.
    public var userInfo: [AnyHashable: Any]?

    /// Apple: `init(activityType: String)`.
    public init(activityType: String) {
        self.activityType = activityType
    }

    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Apple (UserNotifications): `class UNNotificationResponse : NSObject`; only the path to the
/// notification's `userInfo` is declared. The simulation's own initialiser builds one for a test.
public final class UNNotificationResponse {
    /// Apple: `@NSCopying var notification: UNNotification { get }`.
    public let notification: UNNotification
    /// Apple (UIKit's addition): `var targetScene: UIScene? { get }`, the scene the response is
    /// for (iOS 13).
    public let targetScene: UIScene?

    /// Simulation only: the response to a notification whose payload is `userInfo`, for
    /// `targetScene` when the app runs.
    public init(userInfo: [String: String], targetScene: UIScene? = nil) {
        notification = UNNotification(request: UNNotificationRequest(content: UNNotificationContent(userInfo: userInfo)))
        self.targetScene = targetScene
    }
}

/// Apple (UserNotifications): `class UNNotification : NSObject`.
public final class UNNotification {
    /// Apple: `@NSCopying var request: UNNotificationRequest { get }`.
    public let request: UNNotificationRequest

    init(request: UNNotificationRequest) {
        self.request = request
    }
}

/// Apple (UserNotifications): `class UNNotificationRequest : NSObject`.
public final class UNNotificationRequest {
    /// Apple: `@NSCopying var content: UNNotificationContent { get }`.
    public let content: UNNotificationContent

    init(content: UNNotificationContent) {
        self.content = content
    }
}

/// Apple (UserNotifications): `class UNNotificationContent : NSObject`.
public final class UNNotificationContent {
    /// Apple: `var userInfo: [AnyHashable : Any] { get }` (string values here).
    public var userInfo: [AnyHashable: Any] { storage }
    private let storage: [AnyHashable: String]

    init(userInfo: [String: String]) {
        var storage: [AnyHashable: String] = [:]
        for (key, value) in userInfo { storage[key] = value }
        self.storage = storage
    }
}
