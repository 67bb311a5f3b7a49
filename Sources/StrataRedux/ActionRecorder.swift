/// Keeps every action that reached a store's reducer, and rebuilds the state at any point: time travel
/// for debugging and for bug reports.
///
/// Create the recorder with the store's initial state and reducer, and put its ``middleware`` *last* in
/// the store's chain so that it records exactly the actions the reducer applied:
///
/// ```swift
/// let recorder = ActionRecorder(initialState: AppState(), reducer: appReducer)
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [.logging(), recorder.middleware])
/// // … later …
/// let stateAfterThreeActions = try recorder.state(at: 3)
/// ```
@MainActor
public final class ActionRecorder<State, Action> {
    /// The state before the first recorded action.
    public let initialState: State
    private let reducer: Reducer<State, Action>
    private let capacity: Int?

    /// The recorded actions, oldest first.
    public private(set) var actions: [Action] = []

    /// The number of oldest actions dropped because of the capacity; ``initialState`` then no longer is
    /// the base of ``actions`` and replay starts from ``baseState``.
    public private(set) var droppedCount = 0

    /// The state before ``actions``' first element.
    public private(set) var baseState: State

    /// Creates a recorder.
    ///
    /// - Parameters:
    ///   - initialState: The store's initial state.
    ///   - reducer: The store's reducer, used to replay.
    ///   - capacity: The maximum number of actions kept, or `nil` for no limit. Older actions are folded
    ///     into ``baseState``.
    public init(initialState: State, reducer: Reducer<State, Action>, capacity: Int? = nil) {
        self.initialState = initialState
        self.reducer = reducer
        self.capacity = capacity.map { max(1, $0) }
        baseState = initialState
    }

    /// The middleware that records actions; put it last in the store's middleware list.
    public var middleware: Middleware<State, Action> {
        Middleware { [weak self] _, action, next in
            next(action)
            self?.record(action)
        }
    }

    /// Appends an action to the history, as if the store had applied it.
    public func record(_ action: Action) {
        actions.append(action)
        if let capacity, actions.count > capacity {
            reducer.reduce(&baseState, actions.removeFirst())
            droppedCount += 1
        }
    }

    /// The state after the first `index` recorded actions: `state(at: 0)` is ``baseState``,
    /// `state(at: actions.count)` is the current state.
    ///
    /// - Throws: ``ActionRecorderError/indexOutOfRange(_:available:)`` for an index outside
    ///   `0...actions.count`.
    public func state(at index: Int) throws(ActionRecorderError) -> State {
        guard (0...actions.count).contains(index) else {
            throw .indexOutOfRange(index, available: actions.count)
        }
        var state = baseState
        for action in actions[..<index] {
            reducer.reduce(&state, action)
        }
        return state
    }

    /// Forgets every recorded action; the current state becomes the new base.
    public func clear() {
        baseState = (try? state(at: actions.count)) ?? baseState
        droppedCount += actions.count
        actions.removeAll()
    }
}

/// Why an ``ActionRecorder`` could not rebuild a state.
public enum ActionRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index is outside `0...available`, the number of recorded actions.
    case indexOutOfRange(Int, available: Int)

    public var description: String {
        switch self {
        case let .indexOutOfRange(index, available):
            "No state at index \(index): the recorder holds \(available) actions (valid indexes 0...\(available))."
        }
    }
}
