/// What a ``Middleware`` can do with its store: read the current state and dispatch.
@MainActor
public struct MiddlewareContext<State, Action> {
    unowned let store: Store<State, Action>

    /// The store's current state (before `next` is called: the state before the action; after: the state
    /// after it).
    public var state: State { store.state }

    /// Dispatches an action from the start of the middleware chain. While an action is being processed,
    /// it runs right after that action.
    public func dispatch(_ action: Action) {
        store.dispatch(action)
    }

    /// Starts an async action creator on the store.
    @discardableResult
    public func dispatch(_ thunk: Thunk<State, Action>) -> Task<Void, Never> {
        store.dispatch(thunk)
    }
}
