import PropertyBased
import StrataRedux
import Testing

@Suite("ActionRecorder")
@MainActor
struct ActionRecorderTests {
    @Test("records the actions the reducer applied and rebuilds any intermediate state")
    func timeTravel() throws {
        let recorder = ActionRecorder(initialState: CounterState(), reducer: counterReducer)
        let dropOdd = Middleware<CounterState, CounterAction> { _, action, next in
            if case let .add(amount) = action, !amount.isMultiple(of: 2) { return }
            next(action)
        }
        let store = Store(
            initialState: CounterState(), reducer: counterReducer, middleware: [dropOdd, recorder.middleware]
        )
        for action: CounterAction in [.add(2), .add(3), .increment, .add(4)] {
            store.dispatch(action)
        }
        #expect(recorder.actions == [.add(2), .increment, .add(4)])
        #expect(try recorder.state(at: 0) == CounterState())
        #expect(try recorder.state(at: 2).count == 3)
        #expect(try recorder.state(at: 3) == store.state)
    }

    @Test("an index outside the history is a typed error")
    func outOfRange() {
        let recorder = ActionRecorder(initialState: CounterState(), reducer: counterReducer)
        recorder.record(.increment)
        #expect(throws: ActionRecorderError.indexOutOfRange(2, available: 1)) { try recorder.state(at: 2) }
        #expect(throws: ActionRecorderError.indexOutOfRange(-1, available: 1)) { try recorder.state(at: -1) }
        #expect("\(ActionRecorderError.indexOutOfRange(2, available: 1))".contains("valid indexes 0...1"))
    }

    @Test("a capacity folds the oldest actions into the base state; clear keeps the current state")
    func capacity() throws {
        let recorder = ActionRecorder(initialState: CounterState(), reducer: counterReducer, capacity: 2)
        for _ in 0..<5 { recorder.record(.increment) }
        #expect(recorder.actions.count == 2)
        #expect(recorder.droppedCount == 3)
        #expect(recorder.baseState.count == 3)
        #expect(try recorder.state(at: 2).count == 5)
        recorder.clear()
        #expect(recorder.actions.isEmpty)
        #expect(recorder.baseState.count == 5)
    }

    @Test("property: replaying to index n equals folding the first n actions")
    func replayProperty() async {
        await propertyCheck(count: 200, input: Gen.int(in: -3...3).array(of: 0...30), Gen.int(in: 0...30)) { amounts, cut in
            let recorder = ActionRecorder(initialState: CounterState(), reducer: counterReducer)
            for amount in amounts { recorder.record(.add(amount)) }
            let index = min(cut, amounts.count)
            var expected = CounterState()
            for amount in amounts.prefix(index) { counterReducer(&expected, .add(amount)) }
            #expect((try? recorder.state(at: index)) == expected)
        }
    }
}
