#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// One step of the SOLID chapter's walkthrough on UIKit: what the step changes, the shape of the
/// code after it, and a "Run" button that runs that code (the sample's real types, against an
/// in-memory message server) and shows a line per call.
///
/// ``SOLIDStepsRouter`` pushes it when a step is tapped in ``SOLIDStepsViewController``. It only routes: the step says what
/// to show and runs itself; the screen passes both on to its root view.
public final class SOLIDStepViewController: ViewController<SOLIDStepRootView> {
    /// The step on screen.
    public let step: SOLIDStep
    private var running: Task<Void, Never>?

    /// Creates the screen of `step`, step `number` of `count`.
    public init(step: SOLIDStep, number: Int, of count: Int) {
        self.step = step
        super.init()
        title = "Step \(number) of \(count): \(step.title)"
    }

    // MARK: - Inputs

    /// Shows the step, and runs it when the button is tapped.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.show(principle: step.principle, explanation: step.explanation, codeShape: step.codeShape)
        rootView.runButton.addAction(UIAction { [unowned self] _ in run() }, for: .touchUpInside)
    }

    private func run() {
        guard running == nil else { return }
        rootView.showRunning()
        let step = step
        running = Task { [weak self] in
            let lines = await step.run()
            guard let self else { return }
            rootView.showOutput(lines)
            running = nil
        }
    }
}
#endif
