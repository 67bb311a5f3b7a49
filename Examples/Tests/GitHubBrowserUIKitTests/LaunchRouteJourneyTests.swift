import Foundation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import StrataNavigation
import StrataUIKit
import Testing

/// Launch routes from a scene's connection options, opened by the app coordinator on UIKit.
@MainActor
@Suite("GitHub Browser on UIKit: launch routes")
struct LaunchRouteJourneyTests {
    @Test("a URL, a universal link and a notification open the repository's detail on the Search tab",
          arguments: ["url", "universal link", "notification"])
    func opensDetail(kind: String) async throws {
        let options: UIScene.ConnectionOptions
        switch kind {
        case "url":
            options = .init(urlContexts: [UIOpenURLContext(url: try #require(URL(string: "strata://repos/apple/swift-nio")))])
        case "universal link":
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: "https://\(AppRoute.universalLinkHost)/repos/apple/swift-nio")
            options = .init(userActivities: [activity])
        default:
            options = .init(notificationResponse: UNNotificationResponse(userInfo: [AppRoute.notificationRepositoryKey: "apple/swift-nio"]))
        }
        let launch = LaunchRoute(connectionOptions: options)
        #expect(launch.kind.rawValue == kind.replacingOccurrences(of: " link", with: "Link").replacingOccurrences(of: "url", with: "urlScheme"))
        let violations = await SimulatedUIKit.violations {
            let harness = UIKitBrowserHarness(launch: launch)
            #expect(harness.tabs.selectedIndex == 0)
            #expect(await eventually { harness.detail?.rootView.titleLabel.text == "apple/swift-nio" })
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("the search shortcut shows the Search tab; an unknown shortcut says why in an alert over the tab bar")
    func shortcuts() async throws {
        let known = UIKitBrowserHarness(launch: .shortcut(type: AppRoute.searchShortcut))
        #expect(known.tabs.presentedViewController == nil)
        #expect(known.navigation?.topViewController === known.search)
        let unknown = UIKitBrowserHarness(launch: LaunchRoute(connectionOptions: .init(shortcutItem: UIApplicationShortcutItem(type: "elsewhere", localizedTitle: "?"))))
        let alert = try #require(unknown.tabs.presentedViewController as? UIAlertController)
        #expect(alert.title == "Cannot open the link")
        #expect(alert.message?.hasPrefix("shortcut elsewhere") == true)
        alert.simulateTap(title: "OK")
        #expect(unknown.tabs.presentedViewController == nil)
    }
}
