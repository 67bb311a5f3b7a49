import GitHubBrowserDomain

/// Where the search and favourites screens go when a row is chosen: the presenter decides, a
/// router of the driver moves (the book's ch.12, MVP with a router). The view is told only what it
/// cannot observe.
@MainActor
public protocol DetailRouting: AnyObject {
    /// Shows `repository`'s detail on top of the current screen.
    func showDetail(of repository: Repository)
}
