#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsFluxUIKit
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("Flux on UIKit: the views observe the stores; a router opens the detail", .simulatedUIKit)
struct FluxUIKitScreenTests {
    @Test("the search rows store marks the results from the favourites store: toggled on the detail, the row is marked on return")
    func rowsFollowTheFavouritesStore() async {
        let stage = UIKitGalleryStage(.flux)
        let violations = await SimulatedUIKit.violations {
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(stage.screen)")
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "the router pushed Flux's detail\n\(stage.screen)")
            stage.tapFavourite()
            #expect(await stage.waitUntilScreenShows("★ Favourite"), "\(stage.screen)")
            stage.goBack()
            #expect(await stage.waitUntilScreenShows("★ groue/GRDB.swift"), "\(stage.screen)")
            #expect(stage.top is SearchViewController)
        }
        #expect(violations.isEmpty)
    }
}
#endif
