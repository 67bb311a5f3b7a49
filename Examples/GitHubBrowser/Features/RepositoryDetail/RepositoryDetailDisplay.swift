import GitHubBrowserVocabulary
import StrataAlert

/// What a repository's detail screen shows, as its root view on every driver offers it: the
/// repository (or that it loads), its README section and its favourite mark. The screen object of
/// each architecture draws on it, and names the screen through its `ScreenHost`.
@MainActor
public protocol RepositoryDetailDisplay: AnyObject {
    /// Shows that `title` (`owner/name`) is loading.
    func showLoading(title: String)
    /// Shows the repository.
    func show(_ content: RepositoryDetailContent)
    /// Shows the README section: loading, the document, none, not from this source, or a failure.
    func showReadme(_ section: ReadmeSection)
    /// Shows whether the repository is a favourite.
    func setFavourite(_ isFavourite: Bool)
}
