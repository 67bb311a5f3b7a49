import PropertyBased
import StrataRedux
import Testing

@Suite("Store subscriptions")
@MainActor
struct SubscriptionTests {
    @Test("a subscriber receives the current slice, then only changes")
    func skipRepeats() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let bag = SubscriptionBag()
        let recorder = Recorder<Int>()
        store.subscribe(select: \.count) { recorder.values.append($0) }.store(in: bag)
        store.dispatch(.increment)
        store.dispatch(.noop)
        store.dispatch(.loadingStarted)
        store.dispatch(.add(2))
        #expect(recorder.values == [0, 1, 3])
    }

    @Test("subscribers of the same key path share one selection")
    func sharedSelection() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let bag = SubscriptionBag()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let loading = Recorder<Bool>()
        store.subscribe(select: \.count) { first.values.append($0) }.store(in: bag)
        store.subscribe(select: \.count) { second.values.append($0) }.store(in: bag)
        store.subscribe(select: \.isLoading) { loading.values.append($0) }.store(in: bag)
        #expect(store.selectionCount == 2)
        store.dispatch(.increment)
        #expect(first.values == [0, 1])
        #expect(second.values == [0, 1])
        #expect(loading.values == [false])
    }

    @Test("the subscription ends when the bag that keeps it is released")
    func automaticUnsubscription() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var calls = 0
        do {
            let bag = SubscriptionBag()
            store.subscribe(select: \.count) { _ in calls += 1 }.store(in: bag)
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
        let subscription = store.subscribe(select: \.count) { recorder.values.append($0) }
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
        let bag = SubscriptionBag()
        let recorder = Recorder<Bool>()
        store.subscribe(select: { $0.count.isMultiple(of: 2) }) { recorder.values.append($0) }.store(in: bag)
        store.dispatch(.add(2))
        store.dispatch(.increment)
        store.dispatch(.add(2))
        #expect(recorder.values == [true, false])
    }

    @Test("non-Equatable slices are delivered after every dispatch unless an equality is given")
    func nonEquatable() {
        struct Opaque { let count: Int }
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let bag = SubscriptionBag()
        let every = Recorder<Int>()
        let changes = Recorder<Int>()
        store.subscribe(select: { Opaque(count: $0.count) }) { every.values.append($0.count) }.store(in: bag)
        store.subscribe(select: { Opaque(count: $0.count) }, isDuplicate: { $0.count == $1.count }) {
            changes.values.append($0.count)
        }.store(in: bag)
        store.dispatch(.noop)
        store.dispatch(.increment)
        #expect(every.values == [0, 0, 1])
        #expect(changes.values == [0, 1])
    }

    @Test("property: key-path and closure selections of one slice type, subscribed and cancelled in any order, each see exactly the distinct consecutive values")
    func mixedSelectionsProperty() async {
        // Each step: dispatch `add(amount)`, or subscribe (key path or closure), or cancel one.
        let step = Gen.int(in: 0...5).array(of: 0...60)
        await propertyCheck(count: 200, input: step) { steps in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            var live: [(subscription: Subscription, recorder: Recorder<Int>, select: (CounterState) -> Int, expected: [Int])] = []
            var count = 0
            for code in steps {
                switch code {
                case 0, 1:
                    let amount = code == 0 ? 1 : -1
                    store.dispatch(.add(amount))
                    count += amount
                    for index in live.indices {
                        let value = live[index].select(CounterState(count: count))
                        if value != live[index].expected.last { live[index].expected.append(value) }
                    }
                case 2:
                    let recorder = Recorder<Int>()
                    let subscription = store.subscribe(select: \.count) { recorder.values.append($0) }
                    live.append((subscription, recorder, { $0.count }, [count]))
                case 3:
                    let recorder = Recorder<Int>()
                    let subscription = store.subscribe(select: { $0.count / 2 }) { recorder.values.append($0) }
                    live.append((subscription, recorder, { $0.count / 2 }, [count / 2]))
                default:
                    guard !live.isEmpty else { continue }
                    let ended = live.remove(at: code == 4 ? 0 : live.count - 1)
                    ended.subscription.cancel()
                    #expect(ended.recorder.values == ended.expected)
                }
            }
            for entry in live {
                #expect(entry.recorder.values == entry.expected)
            }
        }
    }

    @Test("property: a key-path subscriber sees exactly the distinct consecutive values")
    func distinctValuesProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: -2...2).array(of: 0...40)) { amounts in
            let store = Store(initialState: CounterState(), reducer: counterReducer)
            let bag = SubscriptionBag()
            let recorder = Recorder<Int>()
            store.subscribe(select: \.count) { recorder.values.append($0) }.store(in: bag)
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
        let bag = SubscriptionBag()
        let flags = Recorder<Bool>()
        let smalls = Recorder<UInt8>()
        let ratios = Recorder<Double>()
        let names = Recorder<String>()
        store.subscribe(select: \.flag) { flags.values.append($0) }.store(in: bag)
        store.subscribe(select: \.small) { smalls.values.append($0) }.store(in: bag)
        store.subscribe(select: \.ratio) { ratios.values.append($0) }.store(in: bag)
        store.subscribe(select: \.name) { names.values.append($0) }.store(in: bag)
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
        let bag = SubscriptionBag()
        let outer = Recorder<Bool>()
        let inner = Recorder<UInt8>()
        store.subscribe(select: \.flag) { flag in
            outer.values.append(flag)
            if flag { store.subscribe(select: \.small) { inner.values.append($0) }.store(in: bag) }
        }.store(in: bag)
        store.dispatch {
            $0.flag = true
            $0.small = 3
        }
        store.dispatch { $0.small = 4 }
        #expect(outer.values == [false, true])
        #expect(inner.values == [3, 4])
    }
}
