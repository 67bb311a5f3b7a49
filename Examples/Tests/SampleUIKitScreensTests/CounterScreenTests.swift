#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import SamplePresenters
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// The two flavours of the counter screen on UIKit, for tests that run against both.
enum CounterFlavourUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case original, cocoa

    var testDescription: String { rawValue }

    /// A new screen of this flavour over `model`, in a navigation controller in a simulated window,
    /// and the passive view that shows the count. Keep the window: it owns the screen.
    @MainActor
    func showScreen(model: CounterModel = CounterModel()) -> (screen: UIViewController, counterView: CounterView, window: UIWindow) {
        let window = UIWindow(windowScene: UIWindowScene())
        let screen: UIViewController
        let counterView: CounterView
        switch self {
        case .original:
            let original = OriginalCounterViewController<CounterController>(model: model)
            (screen, counterView) = (original, original.rootView.counterView)
        case .cocoa:
            let cocoa = CocoaCounterViewController(model: model)
            (screen, counterView) = (cocoa, cocoa.rootView)
        }
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        return (screen, counterView, window)
    }
}

/// An original-MVC controller that only records the taps its view sends it.
@MainActor
final class RecordingCounterController: CounterControlling {
    let model: CounterModel
    private(set) var taps: [String] = []
    init(model: CounterModel) { self.model = model }
    func minusTapped() { taps.append("-") }
    func plusTapped() { taps.append("+") }
}

/// The MVC chapter's counter on UIKit, in both flavours, over the same `CounterModel` and
/// `CounterController` as the terminal's, in a simulated window.
@MainActor
@Suite("Counter sample on UIKit", .simulatedUIKit)
struct CounterScreenTests {
    @Test("opens at 0; a tap on - counts down, taps on + count up", arguments: CounterFlavourUnderTest.allCases)
    func countsWithTheButtons(flavour: CounterFlavourUnderTest) async {
        let model = CounterModel()
        let violations = await SimulatedUIKit.violations {
            let (_, counterView, window) = flavour.showScreen(model: model)
            #expect(counterView.countLabel.text == "0")
            #expect(counterView.minusButton.currentTitle == "-" && counterView.plusButton.currentTitle == "+")
            counterView.minusButton.sendActions(for: .touchUpInside)
            await Task.settle()
            #expect(counterView.countLabel.text == "-1")
            for _ in 0..<3 { counterView.plusButton.sendActions(for: .touchUpInside) }
            await Task.settle()
            #expect(counterView.countLabel.text == "2")
            #expect(model.count == 2)
            #expect(window.isKeyWindow)
        }
        #expect(violations.isEmpty)
    }

    @Test("a change made to the model elsewhere reaches the screen: the model notifies, whoever observes it redraws", arguments: CounterFlavourUnderTest.allCases)
    func observesTheModel(flavour: CounterFlavourUnderTest) async {
        let model = CounterModel(count: 41)
        let (_, counterView, window) = flavour.showScreen(model: model)
        #expect(counterView.countLabel.text == "41")
        model.countUp()
        await Task.settle()
        #expect(counterView.countLabel.text == "42")
        #expect(window.isKeyWindow)
    }

    @Test("original MVC: the view sends taps to the controller it created, and never commands the model itself")
    func originalViewUsesItsController() async throws {
        let model = CounterModel()
        let screen = OriginalCounterViewController<RecordingCounterController>(model: model)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let counterView = screen.rootView.counterView
        counterView.minusButton.sendActions(for: .touchUpInside)
        counterView.plusButton.sendActions(for: .touchUpInside)
        counterView.plusButton.sendActions(for: .touchUpInside)
        await Task.settle()
        let controller = try #require(screen.rootView.controller)
        #expect(controller.model === model, "the controller commands the model the view observes")
        #expect(controller.taps == ["-", "+", "+"])
        #expect(model.count == 0, "only the controller would change the model, and this one does not")
        #expect(counterView.countLabel.text == "0")
    }

    @Test("the titles and captions tell the flavours apart")
    func captions() {
        let (original, originalView, originalWindow) = CounterFlavourUnderTest.original.showScreen()
        let (cocoa, cocoaView, cocoaWindow) = CounterFlavourUnderTest.cocoa.showScreen()
        #expect(originalWindow.isKeyWindow && cocoaWindow.isKeyWindow)
        #expect(original.title == "Counter · original MVC")
        #expect(cocoa.title == "Counter · Cocoa MVC")
        #expect(originalView.captionLabel.text?.hasPrefix("The view observes the model") == true)
        #expect(cocoaView.captionLabel.text?.hasPrefix("The controller commands the model") == true)
    }
}
#endif
