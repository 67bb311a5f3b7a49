/// Apple (UserNotifications): `class UNUserNotificationCenter : NSObject`; only what an app uses to
/// hear of notifications while it runs. Main-actor isolated here (UIKit's is not, but apps set its
/// delegate from the main actor), so that its shared instance needs no lock.
@MainActor
public final class UNUserNotificationCenter {
    private static let shared = UNUserNotificationCenter()

    /// Apple: `weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    private init() {}

    /// Apple: `class func current() -> UNUserNotificationCenter`.
    public static func current() -> UNUserNotificationCenter { shared }
}

/// Apple (UserNotifications): `protocol UNUserNotificationCenterDelegate : NSObjectProtocol`, not
/// actor-isolated; both methods are optional there (defaulted here as UIKit behaves without them:
/// nothing is shown for a notification that arrives in the foreground).
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// Apple: `optional func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent
    /// notification: UNNotification, withCompletionHandler completionHandler: @escaping
    /// (UNNotificationPresentationOptions) -> Void)`.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    )

    /// Apple: `optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive
    /// response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () ->
    /// Void)`.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    )
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([])
    }

    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

/// Apple (UserNotifications): `struct UNNotificationPresentationOptions : OptionSet`.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apple: `static var badge: UNNotificationPresentationOptions { get }`.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Apple: `static var sound: UNNotificationPresentationOptions { get }`.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Apple: `static var list: UNNotificationPresentationOptions { get }` (iOS 14).
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Apple: `static var banner: UNNotificationPresentationOptions { get }` (iOS 14).
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
