import StrataRedux
import Testing

@Suite("SubscriptionBag")
@MainActor
struct SubscriptionBagTests {
    @Test("cancelAll ends every subscription in the bag at once")
    func cancelAll() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let owner = OwningRecorder<Int>()
        let first = store.subscribe(owner, select: \.count) { $0.values.append($1) }
        let second = store.subscribe(owner, select: { $0.count * 10 }) { $0.values.append($1) }
        #expect(owner.subscriptions.activeCount == 2)
        owner.subscriptions.cancelAll()
        store.dispatch(.increment)
        #expect(owner.values == [0, 0])
        #expect(first.isCancelled && second.isCancelled)
        #expect(owner.subscriptions.activeCount == 0)
        #expect(store.selectionCount == 0)
    }

    @Test("a subscription cancelled through its handle leaves the bag's active count")
    func cancelOne() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let owner = OwningRecorder<Int>()
        let subscription = store.subscribe(owner, select: \.count) { $0.values.append($1) }
        store.subscribe(owner, select: \.isLoading) { _, _ in }
        subscription.cancel()
        store.dispatch(.increment)
        #expect(owner.values == [0])
        #expect(owner.subscriptions.activeCount == 1)
        #expect(store.selectionCount == 1)
    }
}
