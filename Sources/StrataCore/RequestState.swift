/// The state machine of one request, as a reducer keeps it: idle, loading, loaded or failed — keeping
/// the last loaded value while it reloads or after a reload failed.
///
/// Reducers drive it with ``start(_:)``, ``succeed(with:)`` and ``fail(with:)``; views read the derived
/// values (``value``, ``showsFullScreenLoading``, ``showsRefreshIndicator``, ``fullScreenFailure``,
/// ``reloadFailure``) instead of switching over the cases themselves.
///
/// ```swift
/// struct RepositoriesState: Equatable {
///     var request = RequestState<[Repository], APIError>.idle
/// }
/// // reducer
/// case .pulledToRefresh: _ = state.request.start(.refresh)
/// case let .loaded(page): state.request.succeed(with: page)
/// case let .failed(error): state.request.fail(with: error)
/// ```
public enum RequestState<Value, Failure: Error> {
    /// Nothing requested yet (or reset).
    case idle
    /// A request of the given kind is running; `previous` is the value loaded before, if any.
    case loading(RequestKind, previous: Value?)
    /// The last request succeeded.
    case loaded(Value)
    /// The last request failed; `previous` is the value loaded before, if any.
    case failed(Failure, previous: Value?)

    /// Starts a request of `kind`.
    ///
    /// - Returns: `false`, leaving the state unchanged, if a request is already running: one request
    ///   at a time, so a reducer can ignore a duplicate refresh.
    @discardableResult
    public mutating func start(_ kind: RequestKind) -> Bool {
        guard !isLoading else { return false }
        self = .loading(kind, previous: value)
        return true
    }

    /// Records a successful response.
    public mutating func succeed(with value: Value) {
        self = .loaded(value)
    }

    /// Records a failure, keeping the last loaded value.
    public mutating func fail(with failure: Failure) {
        self = .failed(failure, previous: value)
    }

    /// Forgets everything (for example on sign-out).
    public mutating func reset() {
        self = .idle
    }

    /// The value to show: the loaded value, or the previous one while reloading or after a failed reload.
    public var value: Value? {
        switch self {
        case .idle: nil
        case let .loading(_, previous): previous
        case let .loaded(value): value
        case let .failed(_, previous): previous
        }
    }

    /// Whether a request is running.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// The kind of the running request, if any.
    public var loadingKind: RequestKind? {
        if case let .loading(kind, _) = self { kind } else { nil }
    }

    /// Whether the screen should cover its content with a loading indicator: an initial load with
    /// nothing to show yet.
    public var showsFullScreenLoading: Bool {
        if case let .loading(kind, previous) = self {
            return kind == .initial || previous == nil && kind != .implicitReload
        }
        return false
    }

    /// Whether the screen should show its pull-to-refresh indicator.
    public var showsRefreshIndicator: Bool {
        loadingKind == .refresh
    }

    /// The failure to show *instead of* content: the request failed and there is nothing to show.
    public var fullScreenFailure: Failure? {
        if case let .failed(failure, previous) = self, previous == nil { failure } else { nil }
    }

    /// The failure to show *over* content (a banner, a toast): a reload failed but the previous value
    /// is still shown.
    public var reloadFailure: Failure? {
        if case let .failed(failure, previous) = self, previous != nil { failure } else { nil }
    }
}

extension RequestState: Equatable where Value: Equatable, Failure: Equatable {}
extension RequestState: Sendable where Value: Sendable, Failure: Sendable {}

/// Why a request started, which decides how a screen shows that it is loading.
public enum RequestKind: Sendable, Hashable, CaseIterable, Codable {
    /// The first load of a screen: show a full-screen loading indicator.
    case initial
    /// A load the user asked for (pull to refresh): show the refresh control, keep the content.
    case refresh
    /// A load the app started on its own (returning to a screen, a timer): keep the content, show
    /// nothing while loading.
    case implicitReload
}
