import StrataFlux

extension Dispatcher {
    /// Dispatches `action` from an action creator, unless the task it runs in was cancelled: a
    /// cancelled search never overwrites the results of the search that replaced it.
    ///
    /// An action creator dispatches after its I/O, never from inside a store's callback, so the
    /// dispatcher's errors (a dispatch inside a dispatch, a `waitFor` cycle) are programming errors:
    /// they stop a debug build and are dropped in release.
    func dispatchFromActionCreator(_ action: Action) {
        guard !Task.isCancelled else { return }
        do {
            try dispatch(action)
        } catch {
            assertionFailure(error.description)
        }
    }
}
