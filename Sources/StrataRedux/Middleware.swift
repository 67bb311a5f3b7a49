/// Code that sees every action on its way to the reducer, with the state before and after.
///
/// A middleware receives the action and a `next` function that passes it on (to the next middleware,
/// finally to the reducer). It decides what happens:
/// - **observe**: read `context.state`, call `next(action)`, read `context.state` again;
/// - **drop**: do not call `next`;
/// - **replace or add**: call `context.dispatch(_:)` with other actions (they run after this one);
/// - **delay**: keep `next` and call it later, from a task.
///
/// ```swift
/// let analytics = Middleware<AppState, AppAction> { context, action, next in
///     next(action)
///     tracker.record(action, itemCount: context.state.items.count)
/// }
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [analytics])
/// ```
///
/// Middleware run in the order given to the store: the first one sees an action first.
///
/// A middleware that delays may keep `next` and the context only while the store lives (cancel its
/// tasks when the store goes away): they refer to the store without retaining it, and calling them
/// after it was deallocated traps.
public struct Middleware<State, Action>: Sendable {
    /// Passes an action on to the rest of the chain.
    public typealias Next = @MainActor (Action) -> Void

    /// The middleware's body.
    public let run: @MainActor @Sendable (MiddlewareContext<State, Action>, Action, @escaping Next) -> Void

    /// Creates a middleware from its body.
    public init(
        _ run: @escaping @MainActor @Sendable (MiddlewareContext<State, Action>, Action, @escaping Next) -> Void
    ) {
        self.run = run
    }
}
