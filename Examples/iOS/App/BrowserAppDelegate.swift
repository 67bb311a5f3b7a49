#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitSimulation
#endif

/// The app delegate. Scenes do the work: the scene manifest names ``SceneDelegate``. The app's
/// entry point (`@main`, in the app package) subclasses it and sets ``SceneDelegate/storage``.
///
/// It is the notification center's delegate — set before launching ends, as Apple asks — so that a
/// notification the user taps while the app runs is opened like one that launched it (the book's
/// §11.4.2): the response goes to the scene it targets, whose ``SceneDelegate`` routes it. A
/// notification that arrives while the app is in front is shown as a banner and kept in the list.
open class BrowserAppDelegate: UIResponder, UIApplicationDelegate {
    open func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }
}

extension BrowserAppDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    /// Shows a notification that arrives while the app is in front, as a banner and in the list.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list])
    }

    /// Opens the notification the user tapped in the scene it targets, as a launch notification is.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        (response.targetScene?.delegate as? SceneDelegate)?.open(notificationResponse: response)
        completionHandler()
    }
}
#endif
