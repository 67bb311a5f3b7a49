#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVCUIKit
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("MVC on UIKit: controllers mediate between the models and the views", .simulatedUIKit)
struct MVCUIKitScreenTests {
    @Test("the favourites controller observes the shared model: a favourite toggled on the search tab's detail is listed at once")
    func sharedModelNotifies() async {
        let stage = UIKitGalleryStage(.mvc)
        let violations = await SimulatedUIKit.violations {
            #expect((stage.tabs.viewControllers?.last as? UINavigationController)?.viewControllers.first is FavouritesViewController)
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(stage.screen)")
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "\(stage.screen)")
            stage.tapFavourite()
            #expect(await stage.waitUntilScreenShows("★ Favourite"), "\(stage.screen)")
            stage.tapTab(1)
            #expect(await stage.waitUntilScreenShows("★ groue/GRDB.swift", favouritesLine(1)), "\(stage.screen)")
        }
        #expect(violations.isEmpty)
    }
}
#endif
