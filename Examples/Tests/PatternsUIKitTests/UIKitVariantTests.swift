#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserDomain
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsUIKit
import StrataTesting
import StrataUIKit
import Testing

/// What every UIKit variant does beyond the shared journey: the list loads more when its last row
/// comes on screen, one request a page, and a favourite that cannot be saved is an alert with Retry.
@MainActor
@Suite("Every pattern on UIKit: paging and a favourite not saved", .simulatedUIKit)
struct UIKitVariantTests {
    // Every row of a simulated table is on screen, so the last one comes on screen with each page:
    // a list whose rows all fit loads page after page, as a short list on a tall iPhone does.
    @Test("the last row coming on screen loads the next page, one request a page, until the last", arguments: Pattern.allCases)
    func loadsMore(pattern: Pattern) async throws {
        let stage = UIKitGalleryStage(pattern)
        let violations = await SimulatedUIKit.violations {
            stage.type("layer")
            let table = stage.searchView?.tableView
            #expect(await Task.settle { table?.numberOfRows(inSection: 0) == UIKitGalleryStage.layerCount }, "\(pattern): every page")
            #expect(await stage.waitUntilScreenShows("25 of 25 repositories for “layer”"), "\(pattern)\n\(stage.screen)")
            #expect(await stage.catalog.searchedPages == [1, 2, 3], "\(pattern): one request a page, none after the last")
        }
        #expect(violations.isEmpty, "\(pattern): \(violations)")
    }

    @Test("a favourite that cannot be saved is an alert on the detail; Retry saves it", arguments: Pattern.allCases)
    func favouriteNotSaved(pattern: Pattern) async throws {
        let stage = UIKitGalleryStage(pattern)
        let violations = await SimulatedUIKit.violations {
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(pattern)\n\(stage.screen)")
            stage.tapRow(0)
            #expect(await stage.waitUntilScreenShows("depth 2", "☆ Add to favourites"), "\(pattern)\n\(stage.screen)")
            stage.favourites.setFailure(.storage(detail: "disk full"))
            stage.tapFavourite()
            #expect(await stage.waitUntilScreenShows("alert: Favourite not saved", "[Retry]", "[Cancel]"), "\(pattern)\n\(stage.screen)")
            stage.favourites.setFailure(nil)
            stage.alert?.simulateTap(title: "Retry")
            #expect(await stage.waitUntilScreenShows("★ Favourite"), "\(pattern): retried\n\(stage.screen)")
            #expect(!stage.screen.contains("alert:"), "\(pattern)\n\(stage.screen)")
        }
        #expect(violations.isEmpty, "\(pattern): \(violations)")
    }
}
#endif
