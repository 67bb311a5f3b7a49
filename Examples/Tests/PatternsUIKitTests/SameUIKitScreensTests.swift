#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserApplication
import GitHubBrowserVocabulary
import PatternsFeature
import StrataTesting
import StrataUIKit
import Testing

/// The gallery claims every variant behaves the same; on UIKit as on the terminal
/// (PatternsTests' acceptance suite), each of the seven variants runs one journey and must show the
/// same window, text for text, at every step — the MVP variant's, as the articles build it.
@MainActor
@Suite("Every pattern shows the same UIKit screens", .simulatedUIKit)
struct SameUIKitScreensTests {
    /// Runs the journey on `pattern`'s variant and returns the window at each step.
    private func journey(_ pattern: Pattern) async -> [String] {
        let stage = UIKitGalleryStage(pattern)
        var steps: [String] = []
        func step(_ what: String, _ shown: Bool) {
            #expect(shown, "\(pattern): \(what)\n\(stage.screen)")
            steps.append("— \(what)\n\(stage.screen)")
        }
        let violations = await SimulatedUIKit.violations {
            step("the empty search", await stage.waitUntilSettledScreenShows("tabs: Search | Favourites", SearchStatusText.prompt))

            stage.type("grdb")
            step("the results", await stage.waitUntilSettledScreenShows("☆ groue/GRDB.swift", "1 of 1 repository for “grdb”"))
            #expect(await stage.catalog.searchedQueries == ["grdb"], "\(pattern)")

            stage.tapRow(0)
            step("the detail", await stage.waitUntilSettledScreenShows("depth 2", "A toolkit for SQLite databases", "☆ Add to favourites"))

            stage.tapFavourite()
            step("the detail's mark follows the toggle", await stage.waitUntilSettledScreenShows("★ Favourite"))
            #expect((try? await stage.favourites.all())?.map(\.fullName) == ["groue/GRDB.swift"], "\(pattern)")

            stage.goBack()
            step("back on the results, the mark is updated", await stage.waitUntilSettledScreenShows("depth 1", "★ groue/GRDB.swift"))

            stage.tapTab(1)
            step("the favourites tab lists it", await stage.waitUntilSettledScreenShows("selected 1", "★ groue/GRDB.swift", favouritesLine(1)))

            stage.tapRow(0)
            step("the detail from the favourites", await stage.waitUntilSettledScreenShows("depth 2", "★ Favourite"))
            stage.tapFavourite()
            step("removed in the detail", await stage.waitUntilSettledScreenShows("☆ Add to favourites"))
            stage.goBack()
            step("the favourites list is empty", await stage.waitUntilSettledScreenShows("depth 1", favouritesLine(0)))

            stage.tapTab(0)
            step("the search results lost the mark too", await stage.waitUntilSettledScreenShows("selected 0", "☆ groue/GRDB.swift"))

            await stage.catalog.fail(with: .offline(detail: "no route to host"))
            stage.submit()
            step("a failed search is an alert with Retry and Cancel", await stage.waitUntilSettledScreenShows("alert: \(AppError.offline.title)", "[Retry]", "[Cancel]"))
            stage.alert?.simulateTap(title: "Retry")
            #expect(await stage.waitUntilSearched(3), "\(pattern): the return key and Retry search again")
            step("retried", await stage.waitUntilSettledScreenShows("1 of 1 repository for “grdb”") && !stage.screen.contains("alert:"))
        }
        #expect(violations.isEmpty, "\(pattern): \(violations)")
        return steps
    }

    @Test("search, open a detail, toggle the favourite, go back, see it on both tabs; a failed search retried: every variant's window is the MVP variant's")
    func sameWindows() async {
        let reference = await journey(.mvp)
        for pattern in Pattern.allCases where pattern != .mvp {
            let steps = await journey(pattern)
            #expect(steps.count == reference.count, "\(pattern) took \(steps.count) steps")
            for (step, expected) in zip(steps, reference) {
                #expect(step == expected, "\(pattern) differs from mvp")
            }
        }
    }
}
#endif
