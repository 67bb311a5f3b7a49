#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserDomain
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import StrataTesting
import StrataUIKit
import Testing
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The GitHub Browser's journey on UIKit, through the real driver: search, open a repository,
/// make it a favourite, come back; and the fetch-error alert.
@MainActor
@Suite("GitHub Browser on UIKit: Search → detail → favourite", .simulatedUIKit)
struct SearchJourneyTests {
    @Test("search, open the detail, add the favourite, go back: the mark follows, and no UIKit rule is broken")
    func journey() async throws {
        let harness = UIKitBrowserHarness()
        let violations = try await SimulatedUIKit.violations {
            guard let search = harness.search else { return }
            let table = search.rootView.tableView
            harness.type("nio")
            #expect(await eventually { UIKitBrowserHarness.rows(of: table).first?.contains("apple/swift-nio") == true })
            #expect(UIKitBrowserHarness.rows(of: table).first?.hasPrefix("☆") == true)
            table.simulateSelection(at: IndexPath(row: 0, section: 0))
            let detail = harness.detail
            #expect(detail != nil, "the detail is pushed on the Search tab")
            #expect(await eventually { detail?.rootView.titleLabel.text == "apple/swift-nio" })
            #expect(await eventually { detail?.rootView.favouriteButton.currentTitle == "☆ Add to favourites" })
            detail?.rootView.favouriteButton.sendActions(for: .touchUpInside)
            #expect(await eventually { detail?.rootView.favouriteButton.currentTitle == "★ Favourite" })
            let stored = try await harness.favourites.contains(SampleRepositories.nio.id)
            #expect(stored, "the favourite is stored")
            harness.navigation?.popViewController(animated: true)
            #expect(harness.navigation?.topViewController === search)
            #expect(await eventually { UIKitBrowserHarness.rows(of: table).first?.hasPrefix("★") == true })
            harness.tabs.selectedIndex = 1
            let favouritesTable = (harness.navigation?.topViewController as? FavouritesViewController)?.rootView.tableView
            #expect(await eventually { favouritesTable.map(UIKitBrowserHarness.rows(of:))?.first?.contains("apple/swift-nio") == true })
        }
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test("a failed search shows the fetch-error alert as a UIAlertController; Retry searches again")
    func fetchErrorAlert() async throws {
        let harness = UIKitBrowserHarness()
        await harness.catalog.fail(with: .offline(detail: "no route to host"))
        var alert: UIAlertController?
        let violations = await SimulatedUIKit.violations {
            guard let search = harness.search else { return }
            harness.type("nio")
            #expect(await eventually { search.presentedViewController is UIAlertController })
            alert = search.presentedViewController as? UIAlertController
            alert?.simulateTap(title: "Retry")
            #expect(await eventually { UIKitBrowserHarness.rows(of: search.rootView.tableView).first?.contains("apple/swift-nio") == true })
            #expect(search.presentedViewController == nil)
        }
        #expect(violations.isEmpty, "\(violations)")
        let shown = try #require(alert)
        #expect(shown.title == "You are offline")
        #expect(shown.actions.map(\.title) == ["Retry", "Cancel"])
        #expect(shown.actions.map(\.style) == [.default, .cancel])
        #expect(await harness.catalog.searchedQueries == ["nio", "nio"])
    }
}
#endif
