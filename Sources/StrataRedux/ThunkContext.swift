/// What a running ``Thunk`` can do with its store: read the state and dispatch follow-up actions.
///
/// Once the thunk's task is cancelled, `dispatch` drops the actions it is given: a cancelled search
/// never overwrites the results of the search that replaced it.
@MainActor
public struct ThunkContext<State, Action>: Sendable {
    let store: Store<State, Action>

    /// The store's current state.
    public var state: State { store.state }

    /// Whether the thunk's task was cancelled.
    public var isCancelled: Bool { Task.isCancelled }

    /// Dispatches `action` unless the thunk's task was cancelled.
    public func dispatch(_ action: Action) {
        guard !Task.isCancelled else { return }
        store.dispatch(action)
    }

    /// Starts another thunk (unless this one was cancelled) and waits for it to finish.
    public func run(_ thunk: Thunk<State, Action>) async {
        guard !Task.isCancelled else { return }
        await thunk.run(self)
    }
}
