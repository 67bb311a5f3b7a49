#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import PatternsFeature
import PatternsVIPERUIKit
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("VIPER on UIKit: the scene's router builds the next scene", .simulatedUIKit)
struct VIPERUIKitScreenTests {
    @Test("a tap is an event to the presenter, whose router pushes the detail scene: a view that owns its presenter")
    func routerPushesTheDetailScene() async {
        let stage = UIKitGalleryStage(.viper)
        let violations = await SimulatedUIKit.violations {
            #expect((stage.tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first is SearchViewController)
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(stage.screen)")
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "\(stage.screen)")
            #expect((stage.top as? DetailViewController)?.eventListener != nil, "the detail scene was built with its presenter")
            #expect(await stage.waitUntilScreenShows("screen: groue/GRDB.swift", "A toolkit for SQLite databases"), "\(stage.screen)")
        }
        #expect(violations.isEmpty)
    }
}
#endif
