import GitHubBrowserFeatures

/// What a replayed action may hold: the bounds of what the running app produces, checked before an
/// action from a log is reduced. A log is a file anyone can write; these keep a forged one from
/// making a state that takes minutes to show (a 60 MB query), overflows (a page number of 2^62
/// is refused where it is decoded, by `PageRequest`), or grows a stack without end.
enum ReplayLimits {
    /// The longest replay line read: a page of results with long descriptions is well under it.
    static let maximumLineLength = 4 * 1024 * 1024
    /// The most actions a run replays: a run of hours of typing is well under it.
    static let maximumActions = 1_000_000

    /// Why `action` could not have been produced by the app in `state`, or `nil` if it could.
    static func problem(with action: BrowserAction, in state: BrowserState) -> String? {
        switch action {
        case .search(.queryChanged(let text)), .search(.searchStarted(let text)):
            let length = text.unicodeScalars.count
            guard length <= SearchState.maximumQueryLength else {
                return "a query of \(length) characters, more than the \(SearchState.maximumQueryLength) the search field holds"
            }
        case .search(.highlighted(let index)):
            let rows = state.search.results?.repositories.count ?? 0
            guard index >= 0, index < max(rows, 1) else {
                return "row \(index) highlighted in a list of \(rows) row\(rows == 1 ? "" : "s")"
            }
        case .navigation(.push(_, let tab)):
            let depth = state.navigation.stack(of: tab).count
            guard depth < NavigationState.maximumDepth else {
                return "a screen pushed over \(depth) others, more than the \(NavigationState.maximumDepth) a tab holds"
            }
        case .failed:
            return "a failure wrapped as a thunk dispatches it, which a log never records: it holds the failure the failure middleware passed on"
        default:
            break
        }
        return nil
    }
}
