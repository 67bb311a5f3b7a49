/// An async action creator: work that runs as a task and dispatches actions as it goes.
///
/// Use a thunk for anything with side effects — a network call, a database read, a timer. It receives
/// a ``ThunkContext`` to read the state and dispatch follow-up actions. ``Store/dispatch(_:)->_``
/// runs it as a cancellable task.
///
/// ```swift
/// func search(_ query: String, api: SearchAPI) -> Thunk<SearchState, SearchAction> {
///     Thunk { context in
///         context.dispatch(.started(query))
///         do {
///             context.dispatch(.loaded(try await api.search(query)))
///         } catch {
///             context.dispatch(.failed(error.localizedDescription))
///         }
///     }
/// }
/// ```
public struct Thunk<State, Action>: Sendable {
    /// The work to run.
    public let run: @MainActor @Sendable (ThunkContext<State, Action>) async -> Void

    /// Creates a thunk from its body.
    public init(_ run: @escaping @MainActor @Sendable (ThunkContext<State, Action>) async -> Void) {
        self.run = run
    }
}

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
