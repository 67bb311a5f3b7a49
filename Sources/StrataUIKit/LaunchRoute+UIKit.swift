#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
#if canImport(CoreSpotlight)
import CoreSpotlight
#endif
#if canImport(UserNotifications)
import UserNotifications
#endif
import Foundation
import StrataNavigation

extension LaunchRoute {
    /// How a scene was launched, read from the options UIKit passes to
    /// `scene(_:willConnectTo:options:)`: a notification, a shortcut item (home-screen quick
    /// action), a universal link or a Spotlight result (user activities), a URL opened with the
    /// app's scheme, or a normal launch — in that order when several are present. On tvOS, whose
    /// connection options have no notification response or shortcut item, the first two are skipped.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    ///     coordinator.open(LaunchRoute(connectionOptions: connectionOptions))
    /// }
    /// ```
    @MainActor
    public init(connectionOptions: UIScene.ConnectionOptions) {
        #if !os(tvOS)
        if let response = connectionOptions.notificationResponse {
            self = LaunchRoute(notificationUserInfo: response.notification.request.content.userInfo)
            return
        }
        if let shortcut = connectionOptions.shortcutItem {
            self = .shortcut(type: shortcut.type)
            return
        }
        #endif
        if let link = connectionOptions.userActivities.lazy.compactMap(LaunchRoute.init(userActivity:)).first {
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

    /// The route of a continued user activity (`scene(_:continue:)`, or the activities a scene
    /// connects with): a universal link (a web-browsing activity with its URL), or a Spotlight
    /// result (Core Spotlight's activity, with the unique identifier of the item the app indexed);
    /// `nil` for another kind of activity.
    @MainActor
    public init?(userActivity: NSUserActivity) {
        if userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL {
            self = .universalLink(url)
            return
        }
        #if !os(tvOS)  // tvOS has no Spotlight results
        if userActivity.activityType == CSSearchableItemActionType,
            let identifier = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String
        {
            self = .spotlight(identifier: identifier)
            return
        }
        #endif
        return nil
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
#endif
