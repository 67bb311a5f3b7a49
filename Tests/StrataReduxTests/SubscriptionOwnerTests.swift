import PropertyBased
import StrataRedux
import Testing

/// A subscriber that keeps its own subscriptions.
@MainActor
final class OwningRecorder<Value>: SubscriptionOwner {
    let subscriptions = SubscriptionBag()
    var values: [Value] = []
}

@Suite("Subscribers that own their subscriptions")
@MainActor
struct SubscriptionOwnerTests {
    @Test("an owner receives the current slice, then only changes, for key-path and closure selections")
    func delivery() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let counts = OwningRecorder<Int>()
        let parities = OwningRecorder<Bool>()
        store.subscribe(counts, select: \.count) { $0.values.append($1) }
        store.subscribe(parities, select: { $0.count.isMultiple(of: 2) }) { $0.values.append($1) }
        store.dispatch(.increment)
        store.dispatch(.noop)
        store.dispatch(.add(2))
        #expect(counts.values == [0, 1, 3])
        #expect(parities.values == [true, false])
        #expect(counts.subscriptions.activeCount == 1)
        #expect(parities.subscriptions.activeCount == 1)
    }

    @Test("the subscriptions end when the owner is deallocated")
    func automaticUnsubscription() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        do {
            let owner = OwningRecorder<Int>()
            store.subscribe(owner, select: \.count) { _, _ in calls += 1 }
            store.subscribe(owner, select: { $0.history }) { _, _ in calls += 1 }
            store.dispatch(.increment)
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(calls == 4)
        #expect(store.selectionCount == 0)
    }

    @Test("an owner deallocated by another subscriber's callback is not called afterwards")
    func deallocatedDuringNotification() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var owner: OwningRecorder<Int>? = OwningRecorder()
        let dropper = OwningRecorder<Int>()
        store.subscribe(dropper, select: \.count) { _, count in
            if count == 1 { owner = nil }
        }
        var ownerCalls = 0
        if let owner {
            store.subscribe(owner, select: \.count) { _, _ in ownerCalls += 1 }
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(ownerCalls == 1)  // the initial value only
        #expect(store.selectionCount == 1)
    }

    @Test("owners and weakly held subscribers share a selection")
    func mixed() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let owner = OwningRecorder<Int>()
        let weak = Recorder<Int>()
        store.subscribe(owner, select: \.count) { $0.values.append($1) }
        store.subscribe(weak, select: \.count) { $0.values.append($1) }
        #expect(store.selectionCount == 1)
        store.dispatch(.add(5))
        #expect(owner.values == [0, 5])
        #expect(weak.values == [0, 5])
    }

    @Test("property: owners see exactly the distinct consecutive values while alive, nothing after")
    func lifetimeProperty() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: -2...2).array(of: 0...30), Gen.int(in: 0...30)
        ) { amounts, releaseAt in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            var owner: OwningRecorder<Int>? = OwningRecorder()
            var seen: [Int] = []
            if let owner {
                store.subscribe(owner, select: \.count) { _, value in seen.append(value) }
            }
            var expected = [0]
            var count = 0
            for (index, amount) in amounts.enumerated() {
                if index == releaseAt { owner = nil }
                store.dispatch(.add(amount))
                count += amount
                if owner != nil, count != expected.last { expected.append(count) }
            }
            #expect(seen == expected)
        }
    }
}
