import Foundation
import Observation
import StrataCore
import StrataRedux
import StrataTesting
import Testing

/// A view model as a screen would write it: `@Observable`, fed by a store subscription.
@MainActor
@Observable
final class CounterViewModel {
    private(set) var title = ""
    private(set) var alertToShow: String?
    @ObservationIgnored private var messages = OneShotReceiver<String>()
    @ObservationIgnored private let subscriptions = SubscriptionBag()

    init(store: Store<CounterState, CounterAction>) {
        store.subscribe(select: \.count) { [unowned self] count in
            title = "Count: \(count)"
        }.store(in: subscriptions)
        store.subscribe(select: \.message) { [unowned self] message in
            if let text = messages.take(message) { alertToShow = text }
        }.store(in: subscriptions)
    }

    func alertDismissed() { alertToShow = nil }
}

/// A thread-safe flag for observation callbacks.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
}

@Suite("Store with @Observable view models")
@MainActor
struct ObservableViewModelTests {
    @Test("a view model mirrors the store and is observable")
    func viewModel() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        let model = CounterViewModel(store: store.store)
        #expect(model.title == "Count: 0")
        let changed = Flag()
        withObservationTracking { _ = model.title } onChange: { changed.raise() }
        store.send(.increment) {
            $0.count = 1
            $0.history = [1]
        }
        #expect(changed.isRaised)
        #expect(model.title == "Count: 1")
        await store.finish()
    }

    @Test("one-shot events reach the view model once per firing, even with the same value")
    func oneShot() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, exhaustivity: .off)
        let model = CounterViewModel(store: store.store)
        #expect(model.alertToShow == nil)
        store.send(.announce("Saved"))
        #expect(model.alertToShow == "Saved")
        model.alertDismissed()
        store.send(.increment)
        #expect(model.alertToShow == nil)
        store.send(.announce("Saved"))
        #expect(model.alertToShow == "Saved")
        await store.finish()
    }
}
