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
