import StrataFlux
import StrataCore

/// The Flux app's `--log-actions`: every action a feature's dispatcher carries, with what it
/// changed in the feature's store, written in the Redux logging middleware's format
/// (`[name] action: …` and one line per changed path).
///
/// The logging callback **waits for** the store (`waitFor`), so it diffs the store's state after
/// the action whatever order the two were registered in.
@MainActor
enum StoreLog {
    /// Logs `store`'s actions on `dispatcher` under `name` with `write`.
    static func attach<State, Action>(
        to store: FluxStore<State, Action>, on dispatcher: Dispatcher<Action>, name: String, write: @escaping @MainActor @Sendable (String) -> Void
    ) {
        var last = store.state
        dispatcher.register { [weak store, weak dispatcher] action throws(DispatcherError) in
            guard let store, let dispatcher else { return }
            try dispatcher.waitFor([store.dispatchKey])
            let now = store.state
            let diff = StateDiff(from: last, to: now)
            last = now
            if diff.isEmpty {
                write("[\(name)] action: \(String(describing: action)) (no state change)")
            } else {
                write("[\(name)] action: \(String(describing: action))\n" + diff.changes.map { "  \($0)" }.joined(separator: "\n"))
            }
        }
    }
}
