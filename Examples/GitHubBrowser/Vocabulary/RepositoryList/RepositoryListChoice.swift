import GitHubBrowserDomain

/// What choosing a row of a repository list does (``RepositoryListRow/choice``): the screen object
/// of every architecture turns it into its own input.
public enum RepositoryListChoice: Equatable, Sendable {
    /// Open this repository's detail.
    case open(RepositoryID)
    /// Load the next page (again, after it failed).
    case loadMore
    /// Load the list again from its first page.
    case refresh
    /// Say why the list is a saved copy.
    case explainSavedCopy
}
