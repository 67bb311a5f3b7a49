import PropertyBased
import StrataRedux
import Testing

@Suite("Store subscriptions")
@MainActor
struct SubscriptionTests {
    @Test("a subscriber receives the current slice, then only changes")
    func skipRepeats() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = Recorder<Int>()
        store.subscribe(recorder, select: \.count) { $0.values.append($1) }
        store.dispatch(.increment)
        store.dispatch(.noop)
        store.dispatch(.loadingStarted)
        store.dispatch(.add(2))
        #expect(recorder.values == [0, 1, 3])
    }

    @Test("subscribers of the same key path share one selection")
    func sharedSelection() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let loading = Recorder<Bool>()
        store.subscribe(first, select: \.count) { $0.values.append($1) }
        store.subscribe(second, select: \.count) { $0.values.append($1) }
        store.subscribe(loading, select: \.isLoading) { $0.values.append($1) }
        #expect(store.selectionCount == 2)
        store.dispatch(.increment)
        #expect(first.values == [0, 1])
        #expect(second.values == [0, 1])
        #expect(loading.values == [false])
    }

    @Test("the subscription ends when the subscriber is deallocated")
    func automaticUnsubscription() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        do {
            let subscriber = Recorder<Int>()
            store.subscribe(subscriber, select: \.count) { _, _ in calls += 1 }
            store.dispatch(.increment)
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(calls == 2)
        #expect(store.selectionCount == 0)
    }

    @Test("cancel stops delivery at once, even during a dispatch")
    func cancel() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = Recorder<Int>()
        let subscription = store.subscribe(recorder, select: \.count) { $0.values.append($1) }
        store.dispatch(.increment)
        subscription.cancel()
        subscription.cancel()
        #expect(subscription.isCancelled)
        store.dispatch(.increment)
        #expect(recorder.values == [0, 1])
    }

    @Test("closure selectors skip repeats for Equatable slices")
    func closureSelector() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let recorder = Recorder<Bool>()
        store.subscribe(recorder, select: { $0.count.isMultiple(of: 2) }) { $0.values.append($1) }
        store.dispatch(.add(2))
        store.dispatch(.increment)
        store.dispatch(.add(2))
        #expect(recorder.values == [true, false])
    }

    @Test("non-Equatable slices are delivered after every dispatch unless an equality is given")
    func nonEquatable() {
        struct Opaque { let count: Int }
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let every = Recorder<Int>()
        let changes = Recorder<Int>()
        store.subscribe(every, select: { Opaque(count: $0.count) }) { $0.values.append($1.count) }
        store.subscribe(changes, select: { Opaque(count: $0.count) }, isDuplicate: { $0.count == $1.count }) {
            $0.values.append($1.count)
        }
        store.dispatch(.noop)
        store.dispatch(.increment)
        #expect(every.values == [0, 0, 1])
        #expect(changes.values == [0, 1])
    }

    @Test("property: a key-path subscriber sees exactly the distinct consecutive values")
    func distinctValuesProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: -2...2).array(of: 0...40)) { amounts in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            let recorder = Recorder<Int>()
            store.subscribe(recorder, select: \.count) { $0.values.append($1) }
            var expected = [0]
            var count = 0
            for amount in amounts {
                store.dispatch(.add(amount))
                count += amount
                if count != expected.last { expected.append(count) }
            }
            #expect(recorder.values == expected)
        }
    }
}

@Suite("Store subscriptions to small stored fields")
@MainActor
struct WatchedFieldSubscriptionTests {
    struct Mixed: Equatable {
        var flag = false
        var small: UInt8 = 0
        var ratio = 0.0
        var name = ""
    }

    @Test("Bool, UInt8, Double and String fields each notify only when they change; == decides")
    func mixedFields() {
        let store = Store(initialState: Mixed(), reducer: Reducer<Mixed, (inout Mixed) -> Void> { state, change in
            change(&state)
        })
        let flags = Recorder<Bool>()
        let smalls = Recorder<UInt8>()
        let ratios = Recorder<Double>()
        let names = Recorder<String>()
        store.subscribe(flags, select: \.flag) { $0.values.append($1) }
        store.subscribe(smalls, select: \.small) { $0.values.append($1) }
        store.subscribe(ratios, select: \.ratio) { $0.values.append($1) }
        store.subscribe(names, select: \.name) { $0.values.append($1) }
        store.dispatch { $0.flag = true }
        store.dispatch { $0.small = 7 }
        store.dispatch { $0.ratio = -0.0 }  // different bits, but equal: no notification
        store.dispatch { $0.ratio = 2.5 }
        store.dispatch { $0.name = "strata" }
        store.dispatch { _ in }
        #expect(flags.values == [false, true])
        #expect(smalls.values == [0, 7])
        #expect(ratios.values == [0, 2.5])
        #expect(names.values == ["", "strata"])
    }

    @Test("a subscription added during a notification starts with the current value")
    func subscribeDuringNotification() {
        let store = Store(initialState: Mixed(), reducer: Reducer<Mixed, (inout Mixed) -> Void> { state, change in
            change(&state)
        })
        let outer = Recorder<Bool>()
        let inner = Recorder<UInt8>()
        store.subscribe(outer, select: \.flag) { recorder, flag in
            recorder.values.append(flag)
            if flag { store.subscribe(inner, select: \.small) { $0.values.append($1) } }
        }
        store.dispatch {
            $0.flag = true
            $0.small = 3
        }
        store.dispatch { $0.small = 4 }
        #expect(outer.values == [false, true])
        #expect(inner.values == [3, 4])
    }
}
