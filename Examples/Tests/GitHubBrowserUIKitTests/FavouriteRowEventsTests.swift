#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserDomain
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataTesting
import StrataUIKit
import Testing

/// The Favourites table's rows on UIKit: article ⑤'s cell events, handled in the table's data
/// source between each cell and its `FavouriteRowViewModel`.
@MainActor
@Suite("Favourites rows on UIKit: a cell's selection reaches its view model", .simulatedUIKit)
struct FavouriteRowEventsTests {
    @Test("a tap selects the row — its detail begins with “Last opened”, through its view model — and still opens the favourite")
    func tapSelectsRowAndOpens() async throws {
        let harness = UIKitBrowserHarness()
        try await harness.favourites.add(SampleRepositories.nio)
        try await harness.favourites.add(SampleRepositories.hummingbird)
        let violations = await SimulatedUIKit.violations {
            harness.select(.favourites)
            let screen = harness.navigation?.topViewController as? FavouritesViewController
            guard let table = screen?.rootView.tableView else { return }
            @MainActor func detail(_ row: Int) -> String? {
                (table.cellForRow(at: IndexPath(row: row, section: 0)) as? RepositoryCell)?.detailLabel.text
            }
            #expect(await eventually { table.numberOfRows(inSection: 0) == 2 })
            #expect(detail(0)?.hasPrefix("Last opened") == false && detail(1)?.hasPrefix("Last opened") == false)
            table.simulateSelection(at: IndexPath(row: 1, section: 0))
            #expect(detail(1)?.hasPrefix("Last opened · ") == true)
            #expect(detail(0)?.hasPrefix("Last opened") == false)
            #expect(await eventually { harness.navigation?.topViewController !== screen }, "the tap still opens the favourite")
        }
        #expect(violations.isEmpty, "\(violations)")
    }
}
#endif
