import Foundation
import StrataRedux

/// What a ``TestStore`` still owes at deinit, readable from its nonisolated `deinit`: the received
/// actions not asserted yet and the thunks started with `send` still running.
final class TestStoreLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var pendingActions: [String] = []
    private var runningThunks = 0
    private var isSettled = false

    func setPendingActions(_ descriptions: [String]) {
        lock.withLock { pendingActions = descriptions }
    }

    func thunkStarted() {
        lock.withLock { runningThunks += 1 }
    }

    func thunkFinished() {
        lock.withLock { runningThunks -= 1 }
    }

    /// Marks the test store as finished or non-exhaustive: nothing is owed any more.
    func settle(_ settled: Bool) {
        lock.withLock { isSettled = settled }
    }

    /// The failure message owed at deinit, if any.
    func debt() -> String? {
        lock.withLock {
            guard !isSettled else { return nil }
            var lines: [String] = []
            if !pendingActions.isEmpty {
                lines.append("unasserted received actions (\(pendingActions.count)):")
                lines += pendingActions.map { "  \($0)" }
            }
            if runningThunks > 0 {
                lines.append("\(runningThunks) effect(s) still running.")
            }
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }
    }
}

/// What a ``TestStore`` saw reach its store's reducer outside of `send`: the received actions.
@MainActor
final class TestStoreLog<State, Action> {
    struct Received {
        let action: Action
        let before: State
        let after: State
    }

    var isSending = false
    var received: [Received] = [] {
        didSet { ledger.setPendingActions(received.map { String(reflecting: $0.action) }) }
    }
    private let ledger: TestStoreLedger

    init(ledger: TestStoreLedger) {
        self.ledger = ledger
    }

    /// The innermost middleware of the store under test: records every action the reducer applies.
    var middleware: Middleware<State, Action> {
        Middleware { [weak self] context, action, next in
            let before = context.state
            next(action)
            guard let self, !self.isSending else { return }
            self.received.append(Received(action: action, before: before, after: context.state))
        }
    }
}
