#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
#if canImport(UserNotifications)
import UserNotifications
#endif
import Foundation
import StrataNavigation

extension LaunchRoute {
    /// How a scene was launched, read from the options UIKit passes to
    /// `scene(_:willConnectTo:options:)`: a notification, a shortcut item (home-screen quick
    /// action), a universal link (a web-browsing user activity), a URL opened with the app's scheme,
    /// or a normal launch — in that order when several are present.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    ///     coordinator.open(LaunchRoute(connectionOptions: connectionOptions))
    /// }
    /// ```
    @MainActor
    public init(connectionOptions: UIScene.ConnectionOptions) {
        if let response = connectionOptions.notificationResponse {
            self = LaunchRoute(notificationUserInfo: response.notification.request.content.userInfo)
        } else if let shortcut = connectionOptions.shortcutItem {
            self = .shortcut(type: shortcut.type)
        } else if let link = connectionOptions.userActivities.lazy.compactMap(LaunchRoute.init(userActivity:)).first {
            self = link
        } else if let url = LaunchRoute(urlContexts: connectionOptions.urlContexts) {
            self = url
        } else {
            self = .normal
        }
    }

    /// The route of a URL opened while the app runs (`scene(_:openURLContexts:)`), or `nil` when
    /// there is none.
    @MainActor
    public init?(urlContexts: Set<UIOpenURLContext>) {
        guard let url = urlContexts.map(\.url).min(by: { $0.absoluteString < $1.absoluteString }) else { return nil }
        self = .urlScheme(url)
    }

    /// The route of a universal link (`scene(_:continue:)` with a web-browsing activity), or `nil`
    /// for another kind of activity.
    @MainActor
    public init?(userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return nil }
        self = .universalLink(url)
    }

    /// The route of a notification's payload: its string keys and values (others are left out).
    public init(notificationUserInfo userInfo: [AnyHashable: Any]) {
        var payload: [String: String] = [:]
        for (key, value) in userInfo {
            if let key = key as? String, let value = value as? String { payload[key] = value }
        }
        self = .notification(payload: payload)
    }
}
