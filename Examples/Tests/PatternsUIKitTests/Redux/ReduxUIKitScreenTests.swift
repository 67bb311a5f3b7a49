#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import PatternsFeature
import PatternsReduxUIKit
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("Redux on UIKit: routing is state, and UIKit's back button keeps it true", .simulatedUIKit)
struct ReduxUIKitScreenTests {
    @Test("a tap dispatches the detail and the navigator pushes it; back tells the store, so the same row opens it again")
    func backKeepsTheRoute() async {
        let stage = UIKitGalleryStage(.redux)
        let violations = await SimulatedUIKit.violations {
            stage.type("grdb")
            #expect(await stage.waitUntilScreenShows("☆ groue/GRDB.swift"), "\(stage.screen)")
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "\(stage.screen)")
            stage.goBack()
            #expect(stage.stack?.viewControllers.count == 1)
            stage.tapRow(0)
            #expect(await Task.settle { stage.top is DetailViewController }, "the route was closed by the back button, so opening it again pushes\n\(stage.screen)")
            #expect(stage.stack?.viewControllers.count == 2)
        }
        #expect(violations.isEmpty)
    }
}
#endif
