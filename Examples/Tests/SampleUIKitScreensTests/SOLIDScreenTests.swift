#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import SamplePresenters
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// The SOLID chapter's walkthrough on UIKit: the list of steps, a step pushed by a tap, and its code
/// run by the "Run" button, in a navigation controller in a simulated window.
@MainActor
@Suite("SOLID walkthrough on UIKit", .simulatedUIKit)
struct SOLIDScreenTests {
    /// The walkthrough at the root of a navigation controller in a key window.
    func showWalkthrough() -> (navigation: UINavigationController, list: SOLIDStepsViewController, window: UIWindow) {
        let list = SOLIDStepsViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (navigation, list, window)
    }

    @Test("the list shows every step of the chapter, with its principle at the end")
    func listsTheSteps() {
        let (_, list, window) = showWalkthrough()
        let table = list.rootView.tableView
        let steps = SOLIDWalkthrough.steps
        #expect(window.isKeyWindow)
        #expect(table.numberOfRows(inSection: 0) == steps.count)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? RowCell
        #expect(second?.titleLabel.text == "Step 2 · Validation moves into MessageInputValidator")
        #expect(second?.detailLabel.text == "Single responsibility (S)")
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? RowCell
        #expect(first?.detailLabel.isHidden == true, "the starting point applies no principle")
    }

    @Test("a tap on a step pushes it: its principle, explanation and code; Run shows what the code did")
    func tapAndRun() async throws {
        let (navigation, list, window) = showWalkthrough()
        let violations = try await SimulatedUIKit.violations {
            list.rootView.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
            let screen = try #require(navigation.topViewController as? SOLIDStepViewController)
            let step = SOLIDWalkthrough.steps[1]
            #expect(screen.title == "Step 2 of 7: Validation moves into MessageInputValidator")
            let root = screen.rootView
            #expect(root.principleLabel.text == "Single responsibility (S)")
            #expect(root.explanationLabel.text == step.explanation.joined(separator: "\n"))
            #expect(root.codeLabel.text == step.codeShape)
            #expect(root.outputLabel.text == nil, "nothing has run yet")

            root.runButton.sendActions(for: .touchUpInside)
            #expect(root.outputLabel.text == "Running…")
            #expect(!root.runButton.isEnabled)
            let expected = await step.run().joined(separator: "\n")
            await Task.settle(until: { root.runButton.isEnabled })
            #expect(!expected.isEmpty)
            #expect(root.outputLabel.text == expected)
        }
        #expect(violations.isEmpty)
        #expect(window.isKeyWindow)
    }
}
#endif
