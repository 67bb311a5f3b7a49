import ArgumentParser
import SamplePresenters
import SampleScreens
import StrataTerminal

/// `strata-samples counter`: the MVC chapter's counter, in either flavour of MVC.
struct CounterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counter",
        abstract: "The MVC chapter's counter: a count and - / + buttons, in the original MVC or in Cocoa MVC.",
        discussion: """
            Both flavours look and behave the same; they differ in who knows whom. \
            --flavour original: the view observes the model and creates a controller that turns \
            each press into a model command (countUp / countDown). --flavour cocoa: the view and \
            the model do not know each other; the view controller commands the model, observes it \
            and tells the view the new count. Tab / ←→ move between the buttons, Enter or Space \
            presses, Ctrl-C quits.
            """
    )

    @Option(name: .long, help: "Which MVC wires the counter: original (the view observes the model) or cocoa (the controller mediates).")
    var flavour: CounterFlavour = .original

    func run() async throws {
        switch flavour {
        case .original:
            try await SampleLauncher.run { OriginalCounterViewController<CounterController>() }
        case .cocoa:
            try await SampleLauncher.run { CocoaCounterViewController() }
        }
    }
}
