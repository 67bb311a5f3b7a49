#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// Launch routes from a scene's connection options, opened by the app coordinator on UIKit.
@MainActor
@Suite("GitHub Browser on UIKit: launch routes", .simulatedUIKit)
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

    @Test("the search shortcut shows the Search tab with its own screen on top, from any tab; an unknown shortcut says why in an alert over the tab bar")
    func shortcuts() async throws {
        let known = UIKitBrowserHarness(launch: .shortcut(type: AppRoute.searchShortcut))
        #expect(known.tabs.presentedViewController == nil)
        #expect(known.navigation?.topViewController === known.search)

        // The app is running, with a detail open on Search and the Favourites tab in front.
        let running = UIKitBrowserHarness()
        running.browser.coordinator.open(.repository(SampleRepositories.nio.id))
        #expect(running.navigation(of: .search)?.viewControllers.count == 2)
        running.select(.favourites)
        running.browser.coordinator.open(launch: LaunchRoute(connectionOptions: .init(
            shortcutItem: UIApplicationShortcutItem(type: AppRoute.searchShortcut, localizedTitle: "Search")
        )))
        #expect(running.tabs.selectedIndex == 0, "the shortcut selects Search")
        #expect(running.navigation?.topViewController === running.search, "with the Search screen itself on top")

        let unknown = UIKitBrowserHarness(launch: LaunchRoute(connectionOptions: .init(shortcutItem: UIApplicationShortcutItem(type: "elsewhere", localizedTitle: "?"))))
        let alert = try #require(unknown.tabs.presentedViewController as? UIAlertController)
        #expect(alert.title == "Cannot open the link")
        #expect(alert.message?.hasPrefix("shortcut elsewhere") == true)
        alert.simulateTap(title: "OK")
        #expect(unknown.tabs.presentedViewController == nil)
    }

    @Test("a Spotlight result for a repository opens its detail on the Search tab; an item the app never indexed says why")
    func spotlight() async throws {
        let result = NSUserActivity(activityType: CSSearchableItemActionType)
        result.userInfo = [CSSearchableItemActivityIdentifier: AppRoute.spotlightIdentifier(of: SampleRepositories.nio.id)]
        let launch = try #require(LaunchRoute(userActivity: result))
        #expect(launch == .spotlight(identifier: "repos/apple/swift-nio"))
        let violations = await SimulatedUIKit.violations {
            let harness = UIKitBrowserHarness(launch: LaunchRoute(connectionOptions: .init(userActivities: [result])))
            #expect(harness.tabs.selectedIndex == 0)
            #expect(await eventually { harness.detail?.rootView.titleLabel.text == "apple/swift-nio" })
        }
        #expect(violations.isEmpty, "\(violations)")

        let stale = UIKitBrowserHarness(launch: .spotlight(identifier: "tweets/42"))
        let alert = try #require(stale.tabs.presentedViewController as? UIAlertController)
        #expect(alert.message?.contains("Spotlight item tweets/42") == true)
    }

    @Test("every launch is counted, the first one and those that reach the running app, and the Account screen shows the counts")
    func launchPathsAreRecordedAndShown() async throws {
        let harness = UIKitBrowserHarness(launch: .shortcut(type: AppRoute.searchShortcut))
        harness.browser.coordinator.open(launch: .urlScheme(try #require(URL(string: "strata://repos/apple/swift-nio"))))
        harness.browser.coordinator.open(launch: .spotlight(identifier: "repos/apple/swift-nio"))
        harness.browser.coordinator.open(launch: .urlScheme(try #require(URL(string: "strata://search?q=grdb"))))
        #expect(harness.launchPaths.counts == [.shortcut: 1, .urlScheme: 2, .spotlight: 1])
        harness.select(.account)
        let label = try #require(harness.account?.rootView.launchPathsLabel)
        #expect(await eventually { !label.isHidden })
        #expect(label.text == "Opened 4 times: 2 from a strata:// link, 1 from a shortcut, 1 from Spotlight.")
    }
}
#endif
