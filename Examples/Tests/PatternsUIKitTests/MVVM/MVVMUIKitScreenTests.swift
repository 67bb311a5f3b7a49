#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import PatternsFeature
import PatternsMVVMUIKit
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("MVVM on UIKit: views bind, a coordinator navigates (MVVM-C)", .simulatedUIKit)
struct MVVMUIKitScreenTests {
    @Test("the tab bar keeps the coordinator; a tap selects in the view model, and the coordinator pushes the detail it emits")
    func coordinatorPushes() async {
        let stage = UIKitGalleryStage(.mvvm)
        let violations = await SimulatedUIKit.violations {
            #expect(stage.tabs.coordinator is GalleryCoordinator)
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(stage.screen)")
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "\(stage.screen)")
            #expect(stage.stack?.viewControllers.count == 2)
        }
        #expect(violations.isEmpty)
    }
}
#endif
