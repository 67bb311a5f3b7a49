import GitHubBrowserVocabulary

/// What a repository list's root view shows on every driver — its words, a full-screen loading
/// state, the list, an empty state, a failure or a server error in place of the list, and the
/// refresh indicator — as ``RepositoryListOutputs`` draws on it. The list's rows (a notice, the
/// repositories, the row at the end) go to its data source.
@MainActor
public protocol RepositoryListDisplay: AnyObject {
    /// Shows the screen's words (heading, loading and empty texts).
    func showTexts(_ texts: RepositoryListTexts)
    /// Shows the full-screen loading state (the first load).
    func showFullScreenLoading()
    /// Shows the list.
    func showList()
    /// Shows the empty state.
    func showEmptyState()
    /// Shows a failure in place of the list.
    func showLoadFailure(title: String, message: String)
    /// Shows a server error in place of the list.
    func showServerError(status: Int, message: String)
    /// Shows or hides the refresh indicator.
    func setRefreshing(_ isRefreshing: Bool)
}
