import StrataCore

/// One detail screen's reducer: the request state machines of its content and its README.
public enum RepositoryDetailReducer {
    /// How `action` changes `state`: a pure function, which the Flux app's stores call and the
    /// Redux app composes into its reducer.
    public static func reduce(_ state: inout RepositoryDetailState, _ action: RepositoryDetailAction) {
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
        case .readmeStarted:
            state.readme.start(state.readme.value == nil ? .initial : .refresh)
        case .readmeLoaded(let readme):
            guard state.readme.isLoading else { return }
            state.readme.succeed(with: readme)
        case .readmeFailed(.cancelled):
            guard state.readme.isLoading else { return }
            state.readme.reset()
        case .readmeFailed(let error):
            guard state.readme.isLoading else { return }
            state.readme.fail(with: error)
        }
    }
}
