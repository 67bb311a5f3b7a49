#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("ViewController on UIKit", .simulatedUIKit)
struct ViewControllerTests {
    @Test("the root view is created by the final loadView, set up once, and typed")
    func rootView() {
        let screen = RecordingScreen()
        #expect(!screen.isViewLoaded)
        let root = screen.rootView
        #expect(screen.rootView === root)
        #expect(screen.view === root)
        #expect(root.setupCount == 1)
        #expect(root.subviews.first === root.label)
        #expect(screen.events == ["viewDidLoad"])
    }

    @Test("in a window, the lifecycle runs once and in order, with no UIKit rule broken")
    func lifecycleInOrder() {
        let screen = RecordingScreen()
        var window: UIWindow?
        let violations = SimulatedUIKit.violations {
            window = showInWindow(screen)
            _ = screen.rootView
        }
        #expect(violations.isEmpty)
        #expect(window?.rootViewController === screen)
        #expect(screen.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(screen.rootView.setupCount == 1)
    }

    @Test("pushed and popped in a navigation controller, a screen appears and disappears in order")
    func navigationLifecycle() {
        let root = RecordingScreen()
        let pushed = RecordingScreen()
        let navigation = UINavigationController(rootViewController: root)
        let violations = SimulatedUIKit.violations {
            let window = showInWindow(navigation)
            ViewControllerTransitioner(from: root).push(pushed, animated: true)
            ViewControllerTransitioner(from: pushed).pop(animated: true)
            #expect(window.isKeyWindow)
        }
        #expect(violations.isEmpty)
        #expect(pushed.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(root.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear"])
    }
}
#endif
