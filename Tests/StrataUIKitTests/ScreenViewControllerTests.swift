#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import StrataAlert
import StrataCore
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("ScreenViewController on UIKit", .simulatedUIKit)
struct ScreenViewControllerTests {
    /// A screen object that records what it was built with and that it started.
    final class ScreenSpy: ScreenObject {
        let parts: ScreenParts<CountingRootView, Int, UIViewController>
        private(set) var starts = 0

        init(parts: ScreenParts<CountingRootView, Int, UIViewController>) {
            self.parts = parts
        }

        func start() { starts += 1 }
    }

    final class CountingViewController: ScreenViewController<CountingRootView, Int, ScreenSpy> {
        private(set) var startsWhenBound: Int?

        override func bindControls() {
            startsWhenBound = screen.starts
        }
    }

    @Test("loading the view binds the controls, then makes the screen object once from its parts and starts it")
    func makesAndStarts() {
        var made = 0
        let controller = CountingViewController(title: "Counting", rows: { _ in 7 }) { parts in
            made += 1
            return ScreenSpy(parts: parts)
        }
        #expect(made == 0)
        _ = controller.view
        _ = controller.rootView
        #expect(made == 1)
        #expect(controller.startsWhenBound == 0)
        #expect(controller.screen.starts == 1)
        #expect(controller.screen.parts.display === controller.rootView)
        #expect(controller.screen.parts.rows == 7)
        #expect(controller.screen.parts.host === controller)
        #expect(controller.screen.parts.transitioner === controller.transitioner)
        #expect(controller.title == "Counting")
    }

    @Test("as a ScreenHost, the view controller is on screen while its view is in a window")
    func host() {
        let controller = CountingViewController(title: nil, rows: { _ in 0 }) { ScreenSpy(parts: $0) }
        let host: any ScreenHost = controller
        #expect(!host.isOnScreen)
        let window = showInWindow(controller)
        #expect(host.isOnScreen)
        #expect(window.rootViewController === controller)
    }
}
#endif
