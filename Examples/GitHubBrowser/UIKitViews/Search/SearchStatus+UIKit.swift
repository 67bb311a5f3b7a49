#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension SearchStatus {
    /// The status line as UIKit shows it: a saved copy's headline before the text
    /// ("Offline — showing saved results from 14:05 · 3 repositories for “nio”"). The line names no
    /// control: `SearchRootView` shows its Why? button beside it while the results are a saved copy.
    public var uikitText: String {
        savedCopyHeadline.map { "\($0) · \(text)" } ?? text
    }
}
#endif
