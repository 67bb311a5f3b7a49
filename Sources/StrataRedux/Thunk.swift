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
///
/// The context refers to its store weakly: a running thunk does not keep the store alive, and
/// releasing the store cancels the thunk. Once the store is gone, `state` is the last state this
/// context read.
@MainActor
public struct ThunkContext<State, Action>: Sendable {
    private let readState: @MainActor @Sendable () -> State
    private let send: @MainActor @Sendable (Action) -> Void

    init(store: Store<State, Action>) {
        let last = LastState(store.state)
        readState = { [weak store] in
            if let store { last.value = store.state }
            return last.value
        }
        send = { [weak store] in store?.dispatch($0) }
    }

    init(readState: @escaping @MainActor @Sendable () -> State, send: @escaping @MainActor @Sendable (Action) -> Void) {
        self.readState = readState
        self.send = send
    }

    /// The store's current state.
    public var state: State { readState() }

    /// Whether the thunk's task was cancelled.
    public var isCancelled: Bool { Task.isCancelled }

    /// Dispatches `action` unless the thunk's task was cancelled.
    public func dispatch(_ action: Action) {
        guard !Task.isCancelled else { return }
        send(action)
    }

    /// Starts another thunk (unless this one was cancelled) and waits for it to finish.
    public func run(_ thunk: Thunk<State, Action>) async {
        guard !Task.isCancelled else { return }
        await thunk.run(self)
    }
}

extension Thunk {
    /// Turns a feature's thunk into a thunk of the app whose state holds the feature's at `state`:
    /// it reads that part of the app's state, and its actions reach the app's store through
    /// `action`. The thunk counterpart of `Reducer.lifted(state:action:)`.
    ///
    /// Use it to run a feature's action creators, written against the feature's own state, in an
    /// app with one store:
    ///
    /// ```swift
    /// let toList = CasePath<AppAction, ListAction>(
    ///     embed: AppAction.list,
    ///     extract: { if case .list(let action) = $0 { action } else { nil } }
    /// )
    /// store.dispatch(ListThunks.load().lifted(state: \.list, action: toList))
    /// ```
    public func lifted<ParentState, ParentAction>(
        state toChild: KeyPath<ParentState, State> & Sendable,
        action toParentAction: CasePath<ParentAction, Action>
    ) -> Thunk<ParentState, ParentAction> {
        Thunk<ParentState, ParentAction> { parent in
            let child = ThunkContext<State, Action>(
                readState: { parent.state[keyPath: toChild] },
                send: { parent.dispatch(toParentAction.embed($0)) }
            )
            await self.run(child)
        }
    }
}

/// The state a ``ThunkContext`` read last: what it reads once its store is gone.
@MainActor
final class LastState<State> {
    var value: State

    init(_ value: State) {
        self.value = value
    }
}
