#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("Launch routes from a scene's connection options", .simulatedUIKit)
struct LaunchRouteTests {
    let url = URL(string: "strata://repos/apple/swift")!
    let link = URL(string: "https://example.com/repos/apple/swift")!

    @Test("a normal launch, a URL, a universal link, a shortcut item, a notification")
    func routes() {
        #expect(LaunchRoute(connectionOptions: .init()) == .normal)
        #expect(LaunchRoute(connectionOptions: .init(urlContexts: [UIOpenURLContext(url: url)])) == .urlScheme(url))
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = link
        #expect(LaunchRoute(connectionOptions: .init(userActivities: [activity])) == .universalLink(link))
        #expect(LaunchRoute(userActivity: NSUserActivity(activityType: "com.example.other")) == nil)
        let shortcut = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        #expect(LaunchRoute(connectionOptions: .init(shortcutItem: shortcut)) == .shortcut(type: "search"))
        let notification = UNNotificationResponse(userInfo: ["repository": "apple/swift"])
        #expect(LaunchRoute(connectionOptions: .init(urlContexts: [UIOpenURLContext(url: url)], notificationResponse: notification))
            == .notification(payload: ["repository": "apple/swift"]), "a notification wins over a URL")
        #expect(LaunchRoute(urlContexts: []) == nil)
    }

    @Test("a continued Spotlight result opens the item the app indexed; one without an identifier opens nothing")
    func spotlight() {
        let result = NSUserActivity(activityType: CSSearchableItemActionType)
        result.userInfo = [CSSearchableItemActivityIdentifier: "repos/apple/swift"]
        #expect(LaunchRoute(userActivity: result) == .spotlight(identifier: "repos/apple/swift"))
        #expect(LaunchRoute(connectionOptions: .init(userActivities: [result])) == .spotlight(identifier: "repos/apple/swift"))
        #expect(LaunchRoute(userActivity: NSUserActivity(activityType: CSSearchableItemActionType)) == nil)
        let web = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        #expect(LaunchRoute(userActivity: web) == nil, "a web activity without a URL is no link")
    }
}
#endif
