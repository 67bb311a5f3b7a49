import GitHubBrowserApplication

/// One step of a running search, as a variant learns of it from a ``SearchRunner``: the variant
/// turns it into a change of its state, an action, or an interactor response.
public enum SearchStep: Sendable {
    /// The search started (after the debounce pause).
    case started
    /// The search found `results`.
    case finished(SearchResults)
    /// The search failed.
    case failed(AppError)
}

extension SearchScreenState {
    /// Records `step` of the search for ``query``.
    public mutating func apply(_ step: SearchStep) {
        switch step {
        case .started: searchStarted()
        case .finished(let results): searchFinished(results)
        case .failed(let error): searchFailed(error)
        }
    }
}
