import PropertyBased
import StrataRedux
import Testing

/// A subscriber that keeps its subscriptions in its own bag, so that they end with it.
@MainActor
final class OwningRecorder<Value> {
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
        store.subscribe(select: \.count) { [weak counts] value in counts?.values.append(value) }.store(in: counts.subscriptions)
        store.subscribe(select: { $0.count.isMultiple(of: 2) }) { [weak parities] value in parities?.values.append(value) }.store(in: parities.subscriptions)
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
            store.subscribe(select: \.count) { _ in calls += 1 }.store(in: owner.subscriptions)
            store.subscribe(select: { $0.history }) { _ in calls += 1 }.store(in: owner.subscriptions)
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
        store.subscribe(select: \.count) { count in
            if count == 1 { owner = nil }
        }.store(in: dropper.subscriptions)
        var ownerCalls = 0
        if let owner {
            store.subscribe(select: \.count) { _ in ownerCalls += 1 }.store(in: owner.subscriptions)
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(ownerCalls == 1)  // the initial value only
        #expect(store.selectionCount == 1)
    }

    @Test("a subscription kept in an owner's bag and one kept by its handle share a selection")
    func mixed() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let owner = OwningRecorder<Int>()
        let other = Recorder<Int>()
        store.subscribe(select: \.count) { [weak owner] value in owner?.values.append(value) }.store(in: owner.subscriptions)
        let handle = store.subscribe(select: \.count) { other.values.append($0) }
        #expect(store.selectionCount == 1)
        store.dispatch(.add(5))
        #expect(owner.values == [0, 5])
        #expect(other.values == [0, 5])
        _ = handle
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
                store.subscribe(select: \.count) { value in seen.append(value) }.store(in: owner.subscriptions)
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
