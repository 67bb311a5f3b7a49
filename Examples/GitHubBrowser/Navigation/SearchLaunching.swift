import Foundation
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert

/// A screen that can start a search on request: what the app coordinator needs of the Search
/// tab to open `strata://search?q=...` links.
@MainActor
public protocol SearchLaunching: AnyObject {
    /// Puts `text` in the search field and searches for it now.
    func search(for text: String)
}
