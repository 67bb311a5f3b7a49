import Foundation
import PropertyBased
import SamplePresenters
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

/// The two flavours of the counter screen, for tests that run against both.
enum CounterFlavourUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case original, cocoa

    var testDescription: String { rawValue }

    /// A new screen of this flavour over `model`, and the passive view that shows the count.
    @MainActor
    func makeScreen(model: CounterModel = CounterModel()) -> (screen: BaseViewController, counterView: CounterView) {
        switch self {
        case .original:
            let screen = OriginalCounterViewController<CounterController>(model: model)
            return (screen, screen.rootView.counterView)
        case .cocoa:
            let screen = CocoaCounterViewController(model: model)
            return (screen, screen.rootView)
        }
    }
}

/// An original-MVC controller that only records the presses its view sends it.
@MainActor
final class RecordingCounterController: CounterControlling {
    let model: CounterModel
    private(set) var presses: [CounterPress] = []
    init(model: CounterModel) { self.model = model }
    func minusTapped() { presses.append(.minus) }
    func plusTapped() { presses.append(.plus) }
}

@Suite("Counter sample on a headless terminal")
@MainActor
struct CounterScreenTests {
    @Test("opens at 0 with the focus on -; Enter counts down, Tab then Enter counts up", arguments: CounterFlavourUnderTest.allCases)
    func countsWithTheButtons(flavour: CounterFlavourUnderTest) async {
        let (screen, counterView) = flavour.makeScreen()
        let harness = SampleHarness(screen)
        GoldenSnapshot.assertMatches(await harness.settledScreen(), named: "counter-\(flavour.rawValue)-initial")
        #expect(counterView.countLabel.text == "0")
        #expect(counterView.minusButton.isFocused)

        await harness.settledScreen(after: [.enter])
        #expect(counterView.countLabel.text == "-1")

        let counted = await harness.settledScreen(after: [.tab, .enter, .enter, .character(" ")])
        GoldenSnapshot.assertMatches(counted, named: "counter-\(flavour.rawValue)-2")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "counter-\(flavour.rawValue)-2-styled")
        #expect(counterView.countLabel.text == "2")
        #expect(counterView.plusButton.isFocused)
    }

    @Test("both flavours show pluses minus minuses after any sequence of presses", arguments: CounterFlavourUnderTest.allCases)
    func showsPlusesMinusMinuses(flavour: CounterFlavourUnderTest) async {
        await propertyCheck(count: 40, input: CounterPress.sequences) { presses in
            let model = CounterModel()
            let (screen, counterView) = flavour.makeScreen(model: model)
            let harness = SampleHarness(screen)
            harness.screen()
            CounterPress.replay(presses, minus: counterView.minusButton.press, plus: counterView.plusButton.press)
            await harness.settledScreen()
            let expected = CounterPress.expectedCount(after: presses)
            #expect(model.count == expected, "\(presses)")
            #expect(counterView.countLabel.text == String(expected), "\(presses)")
        }
    }

    @Test("a change made to the model elsewhere reaches the screen: the model notifies, whoever observes it redraws", arguments: CounterFlavourUnderTest.allCases)
    func observesTheModel(flavour: CounterFlavourUnderTest) async {
        let model = CounterModel(count: 41)
        let (screen, counterView) = flavour.makeScreen(model: model)
        let harness = SampleHarness(screen)
        #expect(await harness.settledScreen().contains("41"))
        model.countUp()
        let text = await harness.settledScreen()
        #expect(counterView.countLabel.text == "42")
        #expect(text.contains("42"))
    }

    @Test("original MVC: the view sends presses to the controller it created, and never commands the model itself")
    func originalViewUsesItsController() async throws {
        let model = CounterModel()
        let screen = OriginalCounterViewController<RecordingCounterController>(model: model)
        let harness = SampleHarness(screen)
        await harness.settledScreen(after: [.enter, .tab, .enter, .enter])
        let controller = try #require(screen.rootView.controller)
        #expect(controller.model === model, "the controller commands the model the view observes")
        #expect(controller.presses == [.minus, .plus, .plus])
        #expect(model.count == 0, "only the controller would change the model, and this one does not")
        #expect(screen.rootView.counterView.countLabel.text == "0")
    }

    @Test("the captions tell the flavours apart; the rest of the screen is the same")
    func captions() async {
        let original = SampleHarness(CounterFlavourUnderTest.original.makeScreen().screen)
        let cocoa = SampleHarness(CounterFlavourUnderTest.cocoa.makeScreen().screen)
        let originalText = await original.settledScreen()
        let cocoaText = await cocoa.settledScreen()
        #expect(originalText.contains("original MVC") && originalText.contains("The view observes the model"))
        #expect(cocoaText.contains("Cocoa MVC") && cocoaText.contains("The controller commands the model"))
        // The count, the buttons (two rows down) and the status line.
        let sharedRows = { (text: String) in
            let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
            return Array(rows.drop { $0.trimmingCharacters(in: .whitespaces) != "0" }.prefix(3)) + rows.suffix(1)
        }
        #expect(sharedRows(originalText).count == 4)
        #expect(sharedRows(originalText) == sharedRows(cocoaText))
    }
}
