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

extension Reducer {
    /// Turns a child feature's reducer into a reducer of the parent: it runs on the child state at
    /// `state` for the parent actions that `action` can extract, and ignores every other action.
    ///
    /// Use it to compose an app's reducer from feature reducers that know nothing about the app.
    public func lifted<ParentState, ParentAction>(
        state toChild: WritableKeyPath<ParentState, State> & Sendable,
        action toChildAction: CasePath<ParentAction, Action>
    ) -> Reducer<ParentState, ParentAction> {
        Reducer<ParentState, ParentAction> { parent, parentAction in
            guard let action = toChildAction.extract(parentAction) else { return }
            self.reduce(&parent[keyPath: toChild], action)
        }
    }

    /// Turns a reducer of part of the state into a reducer of the whole state, for the same actions.
    public func lifted<ParentState>(
        state toChild: WritableKeyPath<ParentState, State> & Sendable
    ) -> Reducer<ParentState, Action> {
        Reducer<ParentState, Action> { parent, action in
            self.reduce(&parent[keyPath: toChild], action)
        }
    }

    /// Runs this reducer on an optional child state only while it is present, for the actions that
    /// `action` extracts. Use it for a feature that exists only while a screen is shown.
    public func lifted<ParentState, ParentAction>(
        optionalState toChild: WritableKeyPath<ParentState, State?> & Sendable,
        action toChildAction: CasePath<ParentAction, Action>
    ) -> Reducer<ParentState, ParentAction> {
        Reducer<ParentState, ParentAction> { parent, parentAction in
            guard let action = toChildAction.extract(parentAction), var child = parent[keyPath: toChild] else {
                return
            }
            self.reduce(&child, action)
            parent[keyPath: toChild] = child
        }
    }
}
