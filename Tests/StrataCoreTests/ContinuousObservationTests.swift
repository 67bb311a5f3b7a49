import Observation
import StrataCore
import StrataTesting
import Testing

@MainActor
@Observable
private final class Counter {
    var value = 0
    var unrelated = 0
}

@MainActor
private final class Screen {
    let counter: Counter
    var shown: [Int] = []
    init(counter: Counter) { self.counter = counter }
}

@MainActor
@Suite("ContinuousObservation")
struct ContinuousObservationTests {
    @Test("applies at once, then once after a burst of synchronous changes")
    func coalescesBursts() async {
        let screen = Screen(counter: Counter())
        let observation = ContinuousObservation.observe(screen) { $0.shown.append($0.counter.value) }
        #expect(screen.shown == [0])

        screen.counter.value = 1
        screen.counter.value = 2
        screen.counter.value = 3
        await Task.settle()
        #expect(screen.shown == [0, 3])
        #expect(observation.applyCount == 2)
    }

    @Test("re-arms after every change")
    func reArms() async {
        let screen = Screen(counter: Counter())
        ContinuousObservation.observe(screen) { $0.shown.append($0.counter.value) }
        for value in 1...5 {
            screen.counter.value = value
            await Task.settle()
        }
        #expect(screen.shown == [0, 1, 2, 3, 4, 5])
    }

    @Test("ignores properties it did not read")
    func ignoresUnreadProperties() async {
        let screen = Screen(counter: Counter())
        ContinuousObservation.observe(screen) { $0.shown.append($0.counter.value) }
        screen.counter.unrelated = 42
        await Task.settle()
        #expect(screen.shown == [0])
    }

    @Test("stops when cancelled, even with a change pending")
    func stopsWhenCancelled() async {
        let screen = Screen(counter: Counter())
        let observation = ContinuousObservation.observe(screen) { $0.shown.append($0.counter.value) }
        screen.counter.value = 1
        observation.cancel()
        await Task.settle()
        screen.counter.value = 2
        await Task.settle()
        #expect(screen.shown == [0])
        #expect(observation.isCancelled)
    }

    @Test("stops when the observer is deallocated")
    func stopsWithObserver() async {
        let counter = Counter()
        var screen: Screen? = Screen(counter: counter)
        weak let weakScreen = screen
        var applied = 0
        let observation = ContinuousObservation.observe(screen!) { _ in applied += 1; _ = counter.value }
        screen = nil
        #expect(weakScreen == nil)
        counter.value = 1
        await Task.settle()
        #expect(applied == 1)
        #expect(observation.isCancelled)
    }
}
