import StrataRedux
import Testing

@Suite("SubscriptionBag")
@MainActor
struct SubscriptionBagTests {
    @Test("cancelAll ends every subscription in the bag at once")
    func cancelAll() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let owner = OwningRecorder<Int>()
        let first = store.subscribe(select: \.count) { [weak owner] value in owner?.values.append(value) }
        let second = store.subscribe(select: { $0.count * 10 }) { [weak owner] value in owner?.values.append(value) }
        first.store(in: owner.subscriptions)
        second.store(in: owner.subscriptions)
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
        let subscription = store.subscribe(select: \.count) { [weak owner] value in owner?.values.append(value) }
        subscription.store(in: owner.subscriptions)
        store.subscribe(select: \.isLoading) { _ in }.store(in: owner.subscriptions)
        subscription.cancel()
        store.dispatch(.increment)
        #expect(owner.values == [0])
        #expect(owner.subscriptions.activeCount == 1)
        #expect(store.selectionCount == 1)
    }
}
