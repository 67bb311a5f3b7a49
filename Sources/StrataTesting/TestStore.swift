import StrataCore
import StrataRedux
import Testing

/// Exhaustive tests of a StrataRedux `Store`: every action's effect on the state, every
/// action its thunks dispatch, and no effect left running.
///
/// ```swift
/// @Test @MainActor func search() async {
///     let store = TestStore(initialState: SearchState(), reducer: searchReducer)
///     store.send(.queryChanged("swift")) { $0.query = "swift" }
///     store.send(search("swift", api: FakeAPI()))
///     await store.receive(.started) { $0.request.start(.initial) }
///     await store.receive(.loaded([.swift])) { $0.request.succeed(with: [.swift]) }
///     await store.finish()
/// }
/// ```
///
/// - ``send(_:fileID:filePath:line:column:assert:)`` dispatches an action and checks that the state
///   changed exactly as the closure describes (the closure mutates the *previous* state into the
///   expected one). A mismatch fails the test with a diff of the differing paths.
/// - ``receive(_:timeout:fileID:filePath:line:column:assert:)`` waits for the next action dispatched
///   from outside `send` (by a thunk or a delayed middleware) and checks it and its state change.
/// - ``finish(timeout:fileID:filePath:line:column:)`` waits for running thunks, then fails if any
///   received action was not asserted or a thunk is still running. A test store released without
///   `finish` fails the test too, for unasserted received actions and for thunks started with `send`.
///
/// With ``Exhaustivity/off``, only what the closures assert is checked: unasserted received actions
/// are skipped, other state changes are ignored, and leftover effects are cancelled silently.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
    /// How strict a ``TestStore`` is.
    public enum Exhaustivity: Sendable, Equatable {
        /// Every state change, every received action and every running effect must be asserted.
        case on
        /// Only the asserted parts of the state and the received actions you wait for are checked.
        case off
    }

    /// The strictness of the following assertions. Can be changed in the middle of a test.
    public var exhaustivity: Exhaustivity {
        didSet { ledger.settle(isFinished || exhaustivity == .off) }
    }

    /// The store under test. Subscribe to it to test view models; dispatch through the test store.
    public let store: Store<State, Action>

    private let log: TestStoreLog<State, Action>
    private let ledger: TestStoreLedger
    private var expectedState: State
    private var isFinished = false
    private let origin: SourceLocation

    /// Creates a test store around a new StrataRedux `Store`.
    ///
    /// - Parameters:
    ///   - initialState: The store's initial state.
    ///   - reducer: The reducer under test.
    ///   - middleware: The store's middleware; the test store adds its recorder after them.
    ///   - exhaustivity: ``Exhaustivity/on`` (the default) or ``Exhaustivity/off``.
    ///   - fileID: Where the test store is made, for failures reported at the end; leave the default.
    ///   - filePath: Where the test store is made; leave the default.
    ///   - line: Where the test store is made; leave the default.
    ///   - column: Where the test store is made; leave the default.
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        exhaustivity: Exhaustivity = .on,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        let ledger = TestStoreLedger()
        ledger.settle(exhaustivity == .off)
        let log = TestStoreLog<State, Action>(ledger: ledger)
        self.log = log
        self.ledger = ledger
        self.exhaustivity = exhaustivity
        store = Store(initialState: initialState, reducer: reducer, middleware: middleware + [log.middleware])
        expectedState = initialState
        origin = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    // Not an `isolated deinit`: that one runs without the test's task-local values, so Swift Testing
    // could not attribute the failure to the test. This deinit runs where the last reference was
    // released, inside the test, and reads only the lock-protected ledger.
    deinit {
        if let debt = ledger.debt() {
            Issue.record(
                Comment(rawValue: "The test store was deallocated without finish(): " + debt), sourceLocation: origin
            )
        }
    }

    /// The store's current state.
    public var state: State { store.state }

    /// The actions received (dispatched outside `send`) and not asserted yet.
    public var pendingActions: [Action] { log.received.map(\.action) }

    /// Dispatches `action` and checks the resulting state.
    ///
    /// - Parameters:
    ///   - action: The action a user or a screen would dispatch.
    ///   - fileID: Where a failure is reported; leave the default.
    ///   - filePath: Where a failure is reported; leave the default.
    ///   - line: Where a failure is reported; leave the default.
    ///   - column: Where a failure is reported; leave the default.
    ///   - assert: Mutates the state before the action into the state you expect after it;
    ///     omit it when the action must not change the state.
    public func send(
        _ action: Action,
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert: ((inout State) throws -> Void)? = nil
    ) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        if exhaustivity == .on, !log.received.isEmpty {
            fail(
                "Must receive \(log.received.count) pending action(s) before sending \(describe(action)):\n"
                    + log.received.map { "  \(describe($0.action))" }.joined(separator: "\n"),
                at: location
            )
            expectedState = store.state
        }
        log.received.removeAll()
        let before = store.state
        if exhaustivity == .off { expectedState = before }
        log.isSending = true
        store.dispatch(action)
        log.isSending = false
        check(
            assert, before: exhaustivity == .on ? expectedState : before, after: store.state,
            context: "sending \(describe(action))", at: location
        )
        expectedState = store.state
    }

    /// Starts an async action creator on the store. Assert the actions it dispatches with
    /// ``receive(_:timeout:fileID:filePath:line:column:assert:)``.
    ///
    /// - Returns: The thunk's task, to cancel it or to wait for it.
    @discardableResult
    public func send(_ thunk: Thunk<State, Action>) -> Task<Void, Never> {
        let ledger = ledger
        ledger.thunkStarted()
        return store.dispatch(Thunk { context in
            await thunk.run(context)
            ledger.thunkFinished()
        })
    }

    /// Waits for the next received action and checks that it is `expected` and that it changed the
    /// state as `assert` describes.
    ///
    /// With ``Exhaustivity/off``, received actions before the first one equal to `expected` are skipped.
    /// The wait ends `timeout` after the store last had an effect running (an effect that runs may
    /// still dispatch the action), and in all after twelve times `timeout` or 30 seconds, whichever is
    /// longer, so a slow machine running a large suite in parallel (or building beside it) delays an
    /// effect without failing the test, and an effect that never ends cannot hang it. The wait only
    /// costs time when a test fails.
    public func receive(
        _ expected: Action,
        timeout: Duration = .seconds(5),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column,
        assert: ((inout State) throws -> Void)? = nil
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let start = ContinuousClock.now
        let hardDeadline = start.advanced(by: max(timeout * 12, .seconds(30)))
        var lastBusy = start
        var entry: TestStoreLog<State, Action>.Received?
        while entry == nil {
            let now = ContinuousClock.now
            if store.runningEffectCount > 0 { lastBusy = now }
            if exhaustivity == .on, !log.received.isEmpty {
                entry = log.received.removeFirst()
            } else if exhaustivity == .off, let index = log.received.firstIndex(where: { $0.action == expected }) {
                entry = log.received[index]
                log.received.removeFirst(index + 1)
            } else if now >= lastBusy.advanced(by: timeout) || now >= hardDeadline {
                break
            } else {
                await waitBriefly()
            }
        }
        guard let entry else {
            let running = store.runningEffectCount
            let effects = running > 0 ? "\(running) effect(s) still running" : "no effect running for \(timeout)"
            fail("Expected to receive \(describe(expected)), but no such action arrived (\(effects)).", at: location)
            return
        }
        guard entry.action == expected else {
            let diff = StateDiff(from: expected, to: entry.action)
            fail(
                "Received an unexpected action (expected → received):\n"
                    + diff.changes.map { "  \($0)" }.joined(separator: "\n"),
                at: location
            )
            expectedState = entry.after
            return
        }
        check(
            assert, before: exhaustivity == .on ? expectedState : entry.before, after: entry.after,
            context: "receiving \(describe(expected))", at: location
        )
        expectedState = entry.after
    }

    /// Accepts every received action without asserting it; the expected state catches up with the store.
    public func skipReceivedActions() {
        log.received.removeAll()
        expectedState = store.state
    }

    /// Fails if a received action was not asserted; does not wait and does not look at running effects.
    public func assertNoPendingActions(
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) {
        guard !log.received.isEmpty else { return }
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        fail(pendingActionsMessage(context: "Unasserted received actions"), at: location)
    }

    /// Ends the test: waits up to `timeout` for running thunks, then (exhaustive mode) fails if any
    /// received action was not asserted or any thunk is still running. Running thunks are cancelled.
    public func finish(
        timeout: Duration = .seconds(5),
        fileID: String = #fileID,
        filePath: String = #filePath,
        line: Int = #line,
        column: Int = #column
    ) async {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while store.runningEffectCount > 0, ContinuousClock.now < deadline {
            await waitBriefly()
        }
        isFinished = true
        ledger.settle(true)
        if exhaustivity == .on {
            checkNothingPending(at: location, context: "finish()")
        }
        store.cancelAllEffects()
        log.received.removeAll()
    }

    // MARK: Checking

    private func check(
        _ assert: ((inout State) throws -> Void)?,
        before: State,
        after actual: State,
        context: String,
        at location: SourceLocation
    ) {
        var expected = exhaustivity == .on ? before : actual
        do {
            try assert?(&expected)
        } catch {
            fail("The assertion closure for \(context) threw: \(error)", at: location)
            return
        }
        guard expected != actual else { return }
        let diff = StateDiff(from: expected, to: actual)
        let lines = diff.isEmpty
            ? ["  (the states differ, but their descriptions are identical)"]
            : diff.changes.map { change in
                "  \(change.path.isEmpty ? "state" : change.path): expected \(change.old ?? "(absent)"), "
                    + "actual \(change.new ?? "(absent)")"
            }
        let summary = assert == nil
            ? "The state changed after \(context), but no change was asserted:"
            : "The state after \(context) differs from the expectation:"
        fail(([summary] + lines).joined(separator: "\n"), at: location)
    }

    private func checkNothingPending(at location: SourceLocation, context: String) {
        if !log.received.isEmpty {
            fail(pendingActionsMessage(context: "\(context): unasserted received actions"), at: location)
        }
        let running = store.runningEffectCount
        if running > 0 {
            fail(
                "\(context): \(running) effect(s) still running. Wait for them with receive/finish, or cancel them.",
                at: location
            )
        }
    }

    private func pendingActionsMessage(context: String) -> String {
        "\(context) (\(log.received.count)):\n" + log.received.map { "  \(describe($0.action))" }.joined(separator: "\n")
    }

    private func waitBriefly() async {
        await Task.settle(yields: 5)
        try? await Task.sleep(for: .milliseconds(1))
    }

    private func describe(_ action: Action) -> String {
        String(reflecting: action)
    }

    private func fail(_ message: String, at location: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
}
