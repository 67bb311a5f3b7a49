import PropertyBased
import StrataRedux
import Testing

/// Subscriptions kept by the handle `subscribe(select:onChange:)` returns, or by a bag.
@Suite("Store subscriptions owned by their handle")
@MainActor
struct HandleOwnedSubscriptionTests {
    /// An object a callback captures, to see when the store lets the callback go.
    final class Captured {}

    @Test("the callback receives the current slice, then only changes, for key paths and closures")
    func deliversChanges() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var byKeyPath: [Int] = []
        var byClosure: [Int] = []
        var everyDispatch: [Int] = []
        let subscriptions = [
            store.subscribe(select: \.count) { byKeyPath.append($0) },
            store.subscribe(select: { $0.count * 10 }) { byClosure.append($0) },
            store.subscribe(select: { $0.count }, isDuplicate: nil) { everyDispatch.append($0) },
        ]
        store.dispatch(.increment)
        store.dispatch(.noop)
        store.dispatch(.add(2))
        #expect(byKeyPath == [0, 1, 3])
        #expect(byClosure == [0, 10, 30])
        #expect(everyDispatch == [0, 1, 1, 3])
        #expect(subscriptions.allSatisfy { !$0.isCancelled })
    }

    @Test("releasing the handle ends the subscription and lets the callback go")
    func releaseEnds() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        weak var captured: Captured?
        do {
            let object = Captured()
            captured = object
            let subscription = store.subscribe(select: \.count) { _ in
                withExtendedLifetime(object) { calls += 1 }
            }
            store.dispatch(.increment)
            #expect(store.selectionCount == 1)
            _ = subscription
        }
        store.dispatch(.increment)
        #expect(calls == 2, "the current value, then one change")
        #expect(store.selectionCount == 0)
        #expect(captured == nil, "the store no longer holds the callback")
    }

    @Test("cancel ends it at once, even in the middle of a dispatch, and the handle can be kept")
    func cancelMidDispatch() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var second: [Int] = []
        var secondSubscription: Subscription?
        let first = store.subscribe(select: \.count) { count in
            if count == 1 { secondSubscription?.cancel() }
        }
        secondSubscription = store.subscribe(select: \.count) { second.append($0) }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(second == [0], "cancelled by the first callback before its turn")
        #expect(secondSubscription?.isCancelled == true)
        #expect(store.selectionCount == 1)
        _ = first
    }

    @Test("handles kept in a bag end together, with the bag or with cancelAll")
    func bag() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        var bag: SubscriptionBag? = SubscriptionBag()
        bag?.insert(store.subscribe(select: \.count) { _ in calls += 1 })
        bag?.insert(store.subscribe(select: \.isLoading) { _ in calls += 1 })
        #expect(calls == 2)
        store.dispatch(.increment)
        #expect(calls == 3)
        bag = nil
        store.dispatch(.increment)
        store.dispatch(.loadingStarted)
        #expect(calls == 3)
        #expect(store.selectionCount == 0)
    }

    @Test("subscriptions of one key path, in a bag or kept by their handle, share a selection")
    func sharedWithWeak() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let bag = SubscriptionBag()
        let recorder = Recorder<Int>()
        var values: [Int] = []
        store.subscribe(select: \.count) { recorder.values.append($0) }.store(in: bag)
        let subscription = store.subscribe(select: \.count) { values.append($0) }
        #expect(store.selectionCount == 1)
        store.dispatch(.increment)
        #expect(values == [0, 1])
        #expect(recorder.values == [0, 1])
        _ = subscription
    }

    @Test("property: a handle sees exactly the distinct consecutive values while kept, nothing after")
    func distinctValuesWhileKept() async {
        await propertyCheck(count: 200, input: Gen.int(in: -2...2).array(of: 0...40), Gen.int(in: 0...40)) { amounts, releaseAfter in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            var seen: [Int] = []
            var subscription: Subscription? = store.subscribe(select: \.count) { seen.append($0) }
            var expected = [0]
            var count = 0
            for (index, amount) in amounts.enumerated() {
                if index == releaseAfter { subscription = nil }
                store.dispatch(.add(amount))
                count += amount
                if subscription != nil, count != expected.last { expected.append(count) }
            }
            #expect(seen == expected)
            #expect(store.selectionCount == (subscription == nil ? 0 : 1))
        }
    }
}
