#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension RepositoryListNotice {
    /// The notice as UIKit shows it, naming the control that loads the list again — the table's
    /// pull to refresh: "Not updated: you are offline. Pull down to try again." A saved copy's
    /// notice comes with `RepositoryListRootView`'s Why? button.
    public var uikitText: String {
        message + " Pull down to try again."
    }
}
#endif
