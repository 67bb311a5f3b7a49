#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("ViewControllerTransitioner", .simulatedUIKit)
struct TransitionerTests {
    @Test("push, popTo, popToRoot and modal present/dismiss drive UIKit without breaking its rules")
    func transitions() {
        let root = RecordingScreen()
        let navigation = UINavigationController(rootViewController: root)
        let second = RecordingScreen()
        let third = RecordingScreen()
        let modal = RecordingScreen()
        let violations = SimulatedUIKit.violations {
            let window = showInWindow(navigation)
            root.transitioner.push(second, animated: true)
            second.transitioner.push(third, animated: true)
            #expect(navigation.viewControllers.count == 3)
            third.transitioner.popTo(second, animated: true)
            #expect(navigation.topViewController === second)
            second.transitioner.popToRoot(animated: false)
            #expect(navigation.topViewController === root)
            root.transitioner.present(modal, animated: true, completion: nil)
            #expect(root.presentedViewController === modal)
            modal.transitioner.dismiss(animated: true, completion: nil)
            #expect(root.presentedViewController == nil)
            #expect(window.rootViewController === navigation)
        }
        #expect(violations.isEmpty)
        #expect(modal.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("what UIKit would raise or ignore is refused quietly: a second push, popping the root, a stranger, nothing to dismiss")
    func refusals() {
        let root = RecordingScreen()
        let navigation = UINavigationController(rootViewController: root)
        let transitioner = ViewControllerTransitioner(from: navigation)
        let outside = RecordingScreen()
        var completions = 0
        let violations = SimulatedUIKit.violations {
            outside.transitioner.present(RecordingScreen(), animated: true) { completions += 1 }
            let window = showInWindow(navigation)
            transitioner.push(root, animated: true)
            transitioner.pop(animated: true)
            transitioner.popTo(RecordingScreen(), animated: true)
            transitioner.dismiss(animated: true) { completions += 1 }
            let modal = RecordingScreen()
            transitioner.present(modal, animated: true) { completions += 1 }
            transitioner.present(modal, animated: true) { completions += 1 }
            #expect(window.isKeyWindow)
        }
        #expect(violations.isEmpty)
        #expect(navigation.viewControllers.count == 1)
        #expect(completions == 1, "only the one presentation that happened completes")
    }
}
#endif
