import GitHubBrowserApplication
import GitHubBrowserVocabulary

/// What happens on the Search tab.
public enum SearchAction: Equatable, Sendable, Codable {
    /// The query field changed (the search itself starts after the debounce pause).
    case queryChanged(String)
    /// The search for `text` started: an initial search, or a refresh of the results shown.
    case searchStarted(String)
    /// The search found `results`.
    case searchFinished(SearchResults)
    /// The search for `text` failed.
    case searchFailed(AppError, text: String)
    /// The page after the results started loading.
    case loadMoreStarted
    /// The results with the next page appended.
    case loadMoreFinished(SearchResults)
    /// The next page failed.
    case loadMoreFailed(AppError)
    /// The list's highlight moved to row `index`.
    case highlighted(Int)
    /// The user signed out: the results searched with their token are dropped, and the screen goes
    /// back to the prompt. (The Redux app resets its whole state instead, in its app reducer.)
    case signedOut
}
