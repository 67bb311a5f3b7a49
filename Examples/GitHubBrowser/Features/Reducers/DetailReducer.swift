import StrataRedux

/// One detail screen's reducer: the request state machine of its content.
public enum DetailReducer {
    /// The reducer.
    public static let reducer = Reducer<DetailState, DetailAction> { state, action in
        switch action {
        case .loadStarted:
            state.request.start(state.request.value == nil ? .initial : .refresh)
        case .loaded(let detail):
            guard state.request.isLoading else { return }
            state.request.succeed(with: detail)
        case .failed(.cancelled):
            guard state.request.isLoading else { return }
            if let previous = state.request.value { state.request.succeed(with: previous) } else { state.request.reset() }
        case .failed(let error):
            guard state.request.isLoading else { return }
            state.request.fail(with: error)
            state.failure.fire(error)
        }
    }
}
