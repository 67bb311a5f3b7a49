import StrataRedux
import StrataTesting
import Testing

@Suite("TestStore")
@MainActor
struct TestStoreTests {
    @Test("send passes when the closure describes the mutation exactly")
    func sendPasses() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        store.send(.increment) {
            $0.count = 1
            $0.history = [1]
        }
        store.send(.noop)
        #expect(store.state.count == 1)
        await store.finish()
    }

    @Test("send fails with a diff when the expectation is wrong")
    func sendFails() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        withKnownIssue {
            store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("count: expected 2, actual 1") && text.contains("history")
        }
        await store.finish()
    }

    @Test("send fails when the state changed but no change was asserted")
    func unassertedChange() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        withKnownIssue {
            store.send(.increment)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no change was asserted")
        }
        await store.finish()
    }

    @Test("receive asserts the actions an async action creator dispatches")
    func receive() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        store.send(loadCount(42))
        await store.receive(.loadingStarted) { $0.isLoading = true }
        await store.receive(.loaded(42)) {
            $0.isLoading = false
            $0.count = 42
        }
        await store.finish()
    }

    @Test("receive fails when a different action arrives")
    func receiveWrongAction() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(loadCount(42)).value
        await withKnownIssue {
            await store.receive(.loaded(42))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("unexpected action") && text.contains("loadingStarted")
        }
        store.skipReceivedActions()
        await store.finish()
    }

    @Test("receive fails after its timeout when nothing arrives")
    func receiveTimeout() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await withKnownIssue {
            await store.receive(.increment, timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no such action arrived")
        }
        await store.finish()
    }

    @Test("receive waits past its timeout while an effect is still running (a loaded machine delays effects)")
    func receiveWaitsForRunningEffect() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, exhaustivity: .off)
        store.send(Thunk { context in
            // Longer than the timeout below: only a running effect keeps the wait going.
            try? await Task.sleep(for: .milliseconds(200))
            context.dispatch(.loaded(7))
        })
        await store.receive(.loaded(7), timeout: .milliseconds(20)) { $0.count = 7 }
        await store.finish()
    }

    @Test("finish fails when received actions were not asserted")
    func finishWithPendingActions() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(loadCount(7)).value
        #expect(store.pendingActions == [.loadingStarted, .loaded(7)])
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unasserted received actions (2)")
        }
    }

    @Test("finish fails when an effect is still running")
    func finishWithRunningEffect() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        store.send(Thunk { _ in
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        })
        await withKnownIssue {
            await store.finish(timeout: .milliseconds(30))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 effect(s) still running")
        }
    }

    @Test("a test store deallocated with unasserted actions fails the test")
    func deinitCheck() async {
        var store: TestStore<CounterState, CounterAction>? = TestStore(
            initialState: CounterState(), reducer: counterReducer
        )
        await store?.send(loadCount(1)).value
        withKnownIssue {
            store = nil
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("deallocated without finish()")
        }
    }

    @Test("sending before receiving pending actions fails in exhaustive mode")
    func sendBeforeReceive() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(loadCount(3)).value
        withKnownIssue {
            store.send(.noop)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Must receive 2 pending action(s)")
        }
        await store.finish()
    }

    @Test("non-exhaustive mode checks only what is asserted")
    func nonExhaustive() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, exhaustivity: .off)
        store.send(.increment) { $0.count = 1 }  // history not asserted
        store.send(loadCount(9))
        await store.receive(.loaded(9)) { $0.count = 9 }  // .loadingStarted skipped
        store.send(.add(1))
        await store.finish()
    }

    @Test("non-exhaustive mode still fails on a wrong assertion")
    func nonExhaustiveFails() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer, exhaustivity: .off)
        withKnownIssue {
            store.send(.increment) { $0.count = 5 }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("count: expected 5, actual 1")
        }
        await store.finish()
    }

    @Test("assertNoPendingActions reports unasserted received actions")
    func noPendingActions() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        store.assertNoPendingActions()
        await store.send(loadCount(2)).value
        withKnownIssue {
            store.assertNoPendingActions()
        }
        store.skipReceivedActions()
        #expect(store.pendingActions.isEmpty)
        await store.finish()
    }
}
