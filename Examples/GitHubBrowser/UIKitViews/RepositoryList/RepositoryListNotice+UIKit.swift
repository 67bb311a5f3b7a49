#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension RepositoryListNotice {
    /// The notice as UIKit shows it in the list's first row, naming the controls that act on it —
    /// the table's pull to refresh, and a tap on the row: "Not updated: you are offline. Pull down
    /// to try again." A tap loads the list again too, or, for a saved copy, says why it is one.
    public var uikitText: String {
        message + (offersExplanation ? " Pull down to try again, or tap for why." : " Pull down to try again.")
    }
}
#endif
