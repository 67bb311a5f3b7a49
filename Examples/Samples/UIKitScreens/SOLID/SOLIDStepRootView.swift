#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The root view of one step of the SOLID walkthrough on UIKit: the principle, what the step changes,
/// the shape of the code, a button that runs it, and what the run printed.
public final class SOLIDStepRootView: UIView, AppView {
    /// The principle the step applies, or nothing for the starting point.
    public let principleLabel = UILabel()
    /// What the step changes and what it buys, a sentence per line.
    public let explanationLabel = UILabel()
    /// The shape of the code after the step, abridged.
    public let codeLabel = UILabel()
    /// Runs the step's code against the in-memory message server.
    public let runButton = UIButton()
    /// One line per call the run made, once it has run.
    public let outputLabel = UILabel()
    private let stack = UIStackView()

    /// Lays out the labels, the button and the output, top to bottom.
    public func setup() {
        for label in [explanationLabel, codeLabel, outputLabel] { label.numberOfLines = 0 }
        runButton.setTitle("Run", for: .normal)
        stack.axis = .vertical
        stack.spacing = 12
        for view in [principleLabel, explanationLabel, codeLabel, runButton, outputLabel] { stack.addArrangedSubview(view) }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the step: its principle, its explanation and the shape of its code.
    public func show(principle: String, explanation: [String], codeShape: String) {
        principleLabel.text = principle
        principleLabel.isHidden = principle.isEmpty
        explanationLabel.text = explanation.joined(separator: "\n")
        codeLabel.text = codeShape
    }

    /// Shows that the step is running: the button is disabled until ``showOutput(_:)``.
    public func showRunning() {
        runButton.isEnabled = false
        outputLabel.text = "Running…"
    }

    /// Shows what the run printed, a line per call, and lets the user run it again.
    public func showOutput(_ lines: [String]) {
        outputLabel.text = lines.joined(separator: "\n")
        runButton.isEnabled = true
    }
}
#endif
