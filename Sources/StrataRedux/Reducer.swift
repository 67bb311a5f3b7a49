/// A pure function that applies an action to a state: the only way a ``Store``'s state changes.
///
/// A reducer receives the state `inout` and the action, and returns nothing: it has no access to a
/// store, so it cannot dispatch, start work or read anything but its inputs — side effects belong in
/// ``Thunk``s and ``Middleware``. Write one reducer per feature and compose them:
///
/// ```swift
/// let counter = Reducer<Int, CounterAction> { count, action in
///     switch action {
///     case .increment: count += 1
///     case .decrement: count -= 1
///     }
/// }
/// let app = Reducer<AppState, AppAction>.combine(
///     counter.lifted(state: \.counter, action: AppAction.counterCase),
///     settingsReducer
/// )
/// ```
public struct Reducer<State, Action>: Sendable {
    /// The reducing function.
    public let reduce: @Sendable (inout State, Action) -> Void

    /// Creates a reducer from a function that mutates the state for an action.
    @inlinable
    public init(_ reduce: @escaping @Sendable (inout State, Action) -> Void) {
        self.reduce = reduce
    }

    /// Applies `action` to `state`.
    @inlinable
    public func callAsFunction(_ state: inout State, _ action: Action) {
        reduce(&state, action)
    }

    /// A reducer that leaves the state untouched; the neutral element of ``combine(_:)-(Reducer<State,Action>...)``.
    public static var empty: Reducer { Reducer { _, _ in } }

    /// Runs `reducers` one after another, each seeing the state the previous one left.
    public static func combine(_ reducers: Reducer...) -> Reducer {
        combine(reducers)
    }

    /// Runs `reducers` one after another, each seeing the state the previous one left.
    public static func combine(_ reducers: [Reducer]) -> Reducer {
        if reducers.count == 1 { return reducers[0] }
        return Reducer { state, action in
            for reducer in reducers {
                reducer.reduce(&state, action)
            }
        }
    }
}
