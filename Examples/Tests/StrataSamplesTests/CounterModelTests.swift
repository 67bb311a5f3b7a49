import PropertyBased
import SamplePresenters
import StrataCore
import StrataTesting
import Testing

/// One press of the counter's buttons.
enum CounterPress: CaseIterable, Sendable {
    case minus, plus

    /// Random sequences of presses, for the property tests.
    static let sequences = Gen<CounterPress>.case.array(of: 0...40)

    /// Replays `presses`: `minus()` for each minus, `plus()` for each plus, in order.
    static func replay(_ presses: [CounterPress], minus: () -> Void, plus: () -> Void) {
        for press in presses {
            switch press {
            case .minus: minus()
            case .plus: plus()
            }
        }
    }

    /// What `presses` should leave on a counter that started at 0: the number of pluses minus the
    /// number of minuses.
    static func expectedCount(after presses: [CounterPress]) -> Int {
        presses.filter { $0 == .plus }.count - presses.filter { $0 == .minus }.count
    }
}

/// Something that watches a counter model the way a view does, and records every count it is shown.
@MainActor
private final class CountWatcher {
    let model: CounterModel
    var shown: [Int] = []
    init(_ model: CounterModel) { self.model = model }
}

@Suite("CounterModel and the original MVC's CounterController")
@MainActor
struct CounterModelTests {
    @Test("the model starts at 0 (or where it is told) and takes one-step commands")
    func commands() {
        let model = CounterModel()
        #expect(model.count == 0)
        model.countUp()
        model.countUp()
        model.countDown()
        #expect(model.count == 1)
        #expect(CounterModel(count: -3).count == -3)
    }

    @Test("the count is the number of pluses minus the number of minuses, whatever the order")
    func countIsPlusesMinusMinuses() async {
        await propertyCheck(count: 200, input: CounterPress.sequences) { presses in
            let model = CounterModel()
            CounterPress.replay(presses, minus: model.countDown, plus: model.countUp)
            #expect(model.count == CounterPress.expectedCount(after: presses), "\(presses)")
        }
    }

    @Test("the count stops at Int.max and Int.min instead of overflowing")
    func saturates() {
        let top = CounterModel(count: .max)
        top.countUp()
        #expect(top.count == .max)
        top.countDown()
        #expect(top.count == .max - 1)
        let bottom = CounterModel(count: .min)
        bottom.countDown()
        #expect(bottom.count == .min)
        bottom.countUp()
        #expect(bottom.count == .min + 1)
    }

    @Test("the model notifies its observers once per burst of changes (the original MVC's dependents)")
    func notifiesObservers() async {
        let watcher = CountWatcher(CounterModel())
        ContinuousObservation.observe(watcher) { $0.shown.append($0.model.count) }
        watcher.model.countUp()
        await Task.settle()
        watcher.model.countUp()
        watcher.model.countUp()
        await Task.settle()
        #expect(watcher.shown == [0, 1, 3])
    }

    @Test("the controller turns each press into the matching model command, for any sequence of presses")
    func controllerCommandsTheModel() async {
        await propertyCheck(count: 200, input: CounterPress.sequences) { presses in
            let model = CounterModel()
            let controller = CounterController(model: model)
            CounterPress.replay(presses, minus: controller.minusTapped, plus: controller.plusTapped)
            #expect(model.count == CounterPress.expectedCount(after: presses), "\(presses)")
        }
    }

    @Test("the controller does not keep the model alive; presses after the model is gone do nothing")
    func controllerHoldsTheModelWeakly() {
        var model: CounterModel? = CounterModel()
        weak let released = model
        let controller = CounterController(model: model ?? CounterModel())
        model = nil
        #expect(released == nil)
        controller.plusTapped()
        controller.minusTapped()
    }
}
