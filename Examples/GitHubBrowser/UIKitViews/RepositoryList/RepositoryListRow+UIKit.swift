#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension RepositoryListRow {
    /// The row as UIKit's table shows it — its text and the line below — naming the gesture that
    /// chooses it where choosing does something: "Could not load more: you are offline.
    /// Tap to try again."
    public var uikitRow: (text: String, detail: String) {
        switch self {
        case .notice(let notice):
            (notice.uikitText, "")
        case .loadMoreFailed(_, let isRetryable):
            (text, isRetryable ? "Tap to try again." : "")
        case .repository, .showMore, .loadingMore, .end:
            (text, detail)
        }
    }
}
#endif
