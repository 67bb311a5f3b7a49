import StrataCore

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
/// A middleware that delays may keep `next` as long as it likes: it refers to the store without
/// keeping it alive, and once the store is gone it does nothing. A context it keeps keeps the store
/// alive until it lets the context go.
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

/// What a ``Middleware`` can do with its store: read the current state and dispatch.
@MainActor
public struct MiddlewareContext<State, Action> {
    let store: Store<State, Action>

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

extension Middleware {
    /// A middleware that writes each action and a readable diff of the state it changed.
    ///
    /// Put it first in the chain during development to follow what happens in the app:
    ///
    /// ```text
    /// [app] action: search(.queryChanged("swift"))
    ///   search.query: "" → "swift"
    /// [app] action: search(.tick) (no state change)
    /// ```
    ///
    /// - Parameters:
    ///   - name: A prefix that tells stores apart in the log.
    ///   - write: Where the lines go; `print` by default, a logger in an app.
    public static func logging(
        name: String = "store",
        write: @escaping @MainActor @Sendable (String) -> Void = { print($0) }
    ) -> Middleware {
        Middleware { context, action, next in
            let before = context.state
            next(action)
            let diff = StateDiff(from: before, to: context.state)
            if diff.isEmpty {
                write("[\(name)] action: \(String(describing: action)) (no state change)")
            } else {
                let lines = diff.changes.map { "  \($0)" }.joined(separator: "\n")
                write("[\(name)] action: \(String(describing: action))\n\(lines)")
            }
        }
    }
}
