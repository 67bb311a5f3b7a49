import StrataRedux

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
