import Foundation

/// Apple: `@MainActor class UIScene : UIResponder`.
@MainActor
open class UIScene: UIResponder {
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
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
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
